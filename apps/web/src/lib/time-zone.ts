import type { TLanguage } from './i18n.ts';

/** The viewer's own time zone (IANA name), as the browser reports it. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const locale = (language: TLanguage) => (language === 'zh-CN' ? 'zh-CN' : 'en-GB');

/** "Asia/Shanghai (GMT+08:00)": the zone named, with its offset at that moment. */
export const zoneLabel = (timeZone: string, at: Date = new Date()): string => {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${timeZone} (${offset})` : timeZone;
};

const dateTimeFormat = (language: TLanguage, timeZone: string) =>
  new Intl.DateTimeFormat(locale(language), {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** A time range as read in `timeZone`, e.g. "Wed, 25 Nov 2026, 09:00–10:00". */
export const formatRange = (startIso: string, endIso: string, language: TLanguage, timeZone: string) =>
  dateTimeFormat(language, timeZone).formatRange(new Date(startIso), new Date(endIso));

/** One instant as read in `timeZone`. */
export const formatInstant = (iso: string, language: TLanguage, timeZone: string) =>
  dateTimeFormat(language, timeZone).format(new Date(iso));

/** The zone's offset from UTC at that instant, in minutes. */
const offsetMinutes = (timeZone: string, at: number) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
};

/**
 * The instant at which the clocks of `timeZone` show this wall time ("2026-11-25T09:00"), as an ISO
 * string in UTC: HR types the time as people in the interview's zone read it.
 */
export const wallTimeToIso = (wallTime: string, timeZone: string): string => {
  const [date = '', time = '00:00'] = wallTime.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const asUtc = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  let instant = asUtc - offsetMinutes(timeZone, asUtc) * 60_000;
  instant = asUtc - offsetMinutes(timeZone, instant) * 60_000;
  return new Date(instant).toISOString();
};

/** The wall time ("YYYY-MM-DDTHH:mm") of an instant in `timeZone`. */
export const isoToWallTime = (iso: string, timeZone: string): string => {
  const at = Date.parse(iso);
  return new Date(at + offsetMinutes(timeZone, at) * 60_000).toISOString().slice(0, 16);
};

/** Every IANA zone the browser knows, for a picker. */
export const allTimeZones = (): string[] => {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return (
    intl.supportedValuesOf?.('timeZone') ?? ['UTC', 'Asia/Shanghai', 'Europe/London', 'America/New_York']
  );
};

/** The clock times of a range in `timeZone`, e.g. "09:00–10:00". */
export const formatTimeRange = (startIso: string, endIso: string, language: TLanguage, timeZone: string) =>
  new Intl.DateTimeFormat(locale(language), {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatRange(new Date(startIso), new Date(endIso));
