import {
  APPLICATION_STATUS_NAMES,
  INTERVIEW_STATUS_NAMES,
  OFFER_STATUS_NAMES,
  RESUME_SECTIONS,
  type TResumeSectionDef,
} from '@tmp/contracts';
import { useLanguage, type TLanguage } from '../../lib/i18n.ts';
import { formatDateTime as formatZonedDateTime } from '../../lib/format-date-time.ts';
import { formatMoney } from '../../lib/format-position.ts';

const pick = (text: { en: string; zh: string }, language: TLanguage) =>
  language === 'zh-CN' ? text.zh : text.en;

/** A status list's choices in the language. */
const statusOptions = (names: Record<number, { en: string; zh: string }>, language: TLanguage) =>
  Object.entries(names).map(([value, name]) => ({ value: Number(value), label: pick(name, language) }));

/** An ISO timestamp or yyyy-mm-dd as a short date and, for timestamps, a time. */
export const formatDate = (
  value: string | null | undefined,
  language: TLanguage,
  withTime = false,
): string => {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // A time is read in HR's own zone and names it briefly (an offer's deadline is China's end of day).
  if (withTime) return formatZonedDateTime(value, language, { date: 'short', zoneName: 'short' });
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
};

/** A moment to the second, for event timelines, with its zone. */
export const formatDateTime = (value: string, language: TLanguage): string =>
  formatZonedDateTime(value, language, { date: 'short', seconds: true, zoneName: 'short' });

/** Labels and formats of the console in the current language. */
export const useHrFormat = () => {
  const language = useLanguage();
  return {
    language,
    text: (value: { en: string; zh: string }) => pick(value, language),
    money: (amount: number, currency: string) => formatMoney(amount, currency, language),
    date: (value: string | null | undefined, withTime = false) => formatDate(value, language, withTime),
    dateTime: (value: string) => formatDateTime(value, language),
    applicationStatuses: statusOptions(APPLICATION_STATUS_NAMES, language),
    offerStatuses: statusOptions(OFFER_STATUS_NAMES, language),
    interviewStatuses: statusOptions(INTERVIEW_STATUS_NAMES, language),
    sections: RESUME_SECTIONS as readonly TResumeSectionDef[],
  };
};
