// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface TAutocannonResult {
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    latency: { p50: number; p90: number; p99: number; max: number; average: number };
    requests: { average: number; total: number };
  }
  const autocannon: (opts: Record<string, unknown>) => Promise<TAutocannonResult>;
  export default autocannon;
}
