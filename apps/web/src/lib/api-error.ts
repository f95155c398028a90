/** A refused call: `code` is the envelope code, or the HTTP status when there was no envelope. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

export const isEnvelope = (body: unknown): body is { code: number; message: string; data: unknown } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { code?: unknown }).code === 'number' &&
  typeof (body as { message?: unknown }).message === 'string';
