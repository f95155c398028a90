import type { TLanguage } from './i18n.ts';
import { viewerTimeZone } from './time-zone.ts';

export interface TDateTimeOptions {
  /** 'long': "December 10, 2026" / "2026年12月10日"; 'short': "Dec 10, 2026" / "2026年12月10日". */
  date?: 'long' | 'short';
  seconds?: boolean;
  /** The zone the time is read in: the viewer's own unless a page says otherwise. */
  timeZone?: string;
  /** How the zone is named: 'long' ("China Standard Time") on a page, 'short' ("GMT+8") in a table's cell. */
  zoneName?: 'long' | 'short';
}

const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((part) => part.type === type)?.value ?? '';

/**
 * A moment with its date, its 24-hour time and the name of the zone it is read in: "December 10, 2026,
 * 15:59 China Standard Time" / "2026年12月10日 15:59 中国标准时间". A deadline or a saved time is set in the
 * job's zone and read in the viewer's, which may differ: every time a page shows names its zone, so nobody
 * has to guess. A value that is not a date is shown as it is.
 */
export const formatDateTime = (
  value: string,
  language: TLanguage,
  { date = 'long', seconds = false, timeZone = viewerTimeZone(), zoneName = 'long' }: TDateTimeOptions = {},
): string => {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const day = new Intl.DateTimeFormat(language, { timeZone, year: 'numeric', month: date, day: 'numeric' });
  const clock = new Intl.DateTimeFormat(language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    timeZoneName: zoneName,
  }).formatToParts(at);
  const time = ['hour', 'minute', 'second']
    .map((type) => partOf(clock, type as Intl.DateTimeFormatPartTypes))
    .filter(Boolean)
    .join(':');
  const zone = partOf(clock, 'timeZoneName');
  const separator = language === 'zh-CN' ? ' ' : ', ';
  return `${day.format(at)}${separator}${time} ${zone}`.trim();
};
