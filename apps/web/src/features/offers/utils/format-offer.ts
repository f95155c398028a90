import type { TLanguage } from '../../../lib/i18n.ts';

/** 15000 CNY → "CN¥15,000" in the reader's language. */
export const formatMoney = (amount: number, currency: string, language: TLanguage): string => {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${currency} ${amount.toLocaleString(language)}`;
  }
};

/** A yyyy-mm-dd date or an ISO timestamp as a long date: "December 1, 2026" / "2026年12月1日". */
export const formatLongDate = (value: string, language: TLanguage): string => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
};

/** An ISO timestamp with its time and zone (lib/format-date-time.ts): "December 1, 2026, 23:59 China Standard Time". */
export { formatDateTime } from '../../../lib/format-date-time.ts';
