import net from 'node:net';

/** Which forwarding proxies are trusted: none, the last N hops, or the proxies at these addresses. */
export type TTrustProxy = false | number | string[];

// Ranges proxy-addr knows by name (127.0.0.1/8 and ::1; 169.254.0.0/16 and fe80::/10; private networks).
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY: off (unset, `0`, `false`), a hop count (`1` or `true` is one hop: the load balancer in front
 * of the portal; `2` a CDN and then a load balancer), or a comma-separated list of the proxies' addresses and
 * CIDR ranges. Never "every hop": a client then names its own address in X-Forwarded-For and walks past
 * every per-IP limit. Undefined when the value is none of these.
 */
export const parseTrustProxy = (raw: string | undefined): TTrustProxy | undefined => {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
};

/** Fastify's `trustProxy` for the setting: a hop count as the function proxy-addr would make of it. */
export const fastifyTrustProxy = (trust: TTrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
