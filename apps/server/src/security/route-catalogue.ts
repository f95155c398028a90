import * as contracts from '@tmp/contracts';
import type { TRouteAccess, TRouteContract } from '@tmp/contracts';

/** One endpoint under test: a contract, or one of the few routes that answer a file instead of JSON. */
export interface TCatalogueRoute {
  method: 'GET' | 'POST';
  path: string;
  access: TRouteAccess;
  personal: boolean;
  /** Answers a file (PDF, zip) on success; refusals are still the JSON envelope. */
  file: boolean;
  contract?: TRouteContract;
}

const isContract = (value: unknown): value is TRouteContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value &&
  'data' in value;

/** Every contract exported by the contracts package, also those kept in lists (the option lists). */
const collect = (value: unknown, found: Map<string, TRouteContract>, depth = 0) => {
  if (depth > 3 || typeof value !== 'object' || value === null) return;
  if (isContract(value)) {
    found.set(`${value.method} ${value.path}`, value);
    return;
  }
  if (Array.isArray(value)) for (const item of value) collect(item, found, depth + 1);
  else if ('route' in value) collect(value.route, found, depth + 1);
};

const FILE_ROUTES: TCatalogueRoute[] = [
  { method: 'GET', path: contracts.DOWNLOAD_CUSTOM_RESUME_PATH, access: 'user', personal: true, file: true },
  { method: 'GET', path: contracts.DOWNLOAD_MY_DATA_PATH, access: 'user', personal: true, file: true },
  { method: 'GET', path: contracts.HR_DOWNLOAD_RESUME_FILE_PATH, access: 'hr', personal: true, file: true },
  {
    method: 'GET',
    path: contracts.DOWNLOAD_INTERVIEW_CALENDAR_PATH,
    access: 'user',
    personal: true,
    file: true,
  },
];

export const listRoutes = (): TCatalogueRoute[] => {
  const found = new Map<string, TRouteContract>();
  for (const value of Object.values(contracts)) collect(value, found);
  const fromContracts = [...found.values()].map((contract): TCatalogueRoute => ({
    method: contract.method,
    path: contract.path,
    access: contract.access,
    personal: contract.personal ?? false,
    file: false,
    contract,
  }));
  return [...fromContracts, ...FILE_ROUTES].sort((a, b) => a.path.localeCompare(b.path));
};

export const routesWithAccess = (...access: TRouteAccess[]) =>
  listRoutes().filter((route) => access.includes(route.access));

/** A path segment; text that cannot be encoded (a lone surrogate) becomes a malformed escape instead. */
const encodeSegment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%E0%A4%A';
  }
};

/** The path with its `:name` parameters filled in. */
export const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeSegment(params[name] ?? '1'));
