/**
 * Codes a refused request answers with (`code` != 0). HTTP status is 200 for business refusals,
 * 400 for malformed requests, 401/403 for access, 404 for unknown routes, 429 for rate limits.
 */
export const AppErrorCode = {
  Ok: 0,
  Silent: -1001,
  Validation: 1001,
  BadBase64: 1002,
  UnknownCustomer: 1003,
  Unauthorized: 1401,
  Forbidden: 1403,
  NotFound: 1404,
  RateLimited: 1429,
  Internal: 1500,
  Unavailable: 1503,
  RequisitionOffline: 2001,
  PositionNotFound: 2002,
  BadCredentials: 3001,
  LoginLocked: 3002,
  CodeWrong: 3003,
  CodeExpired: 3004,
  CodeLocked: 3005,
  CodeTooSoon: 3006,
  CodeDailyLimit: 3007,
  CaptchaWrong: 3008,
  AccountTaken: 3009,
  AccountNotFound: 3010,
  PhoneNotRegistered: 3011,
  WrongSystemType: 3012,
} as const;
export type TAppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];
