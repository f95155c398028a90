/**
 * The days HR picks (an offer's answer deadline, an assessment's, a job's closing date) are days in China,
 * UTC+8, which has no daylight saving: a day ends at 23:59:59+08:00.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The last second of a yyyy-mm-dd day in China. */
export const endOfDayChina = (day: string) => new Date(`${day}T23:59:59+08:00`);

/** The yyyy-mm-dd day in China that holds an instant. */
export const dayInChina = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** An instant in ISO 8601 as China reads it, with its +08:00 offset (2026-12-31T23:59:59+08:00). */
export const isoInChina = (at: Date) =>
  `${new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
