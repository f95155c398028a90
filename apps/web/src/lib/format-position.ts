import type { TPositionListItem } from '@tmp/contracts';
import type { TLanguage } from './i18n.ts';

type TSalaryTexts = { negotiable: string; from: (min: string) => string; upTo: (max: string) => string };

/** 15000 CNY → "CN¥15,000" in the reader's language. */
export const formatMoney = (amount: number, currency: string, language: TLanguage): string => {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: currency || 'CNY',
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${currency} ${amount.toLocaleString(language)}`;
  }
};

export const formatSalary = (
  job: Pick<TPositionListItem, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>,
  language: TLanguage,
  texts: TSalaryTexts,
): string => {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency } = job;
  if (min !== null && max !== null) {
    if (min === max) return formatMoney(min, currency, language);
    return `${formatMoney(min, currency, language)} – ${formatMoney(max, currency, language)}`;
  }
  if (min !== null) return texts.from(formatMoney(min, currency, language));
  if (max !== null) return texts.upTo(formatMoney(max, currency, language));
  return texts.negotiable;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A job's publishing day (`YYYY-MM-DD`, as the list and the detail send it): "Mar 5, 2026" or
 * "2026年3月5日". Written out rather than with dayjs, which the first visit's pages do without.
 */
export const formatPublishDate = (date: string, language: TLanguage): string => {
  const parts = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(date);
  const [year, month, day] = parts ? parts.slice(1).map(Number) : [];
  if (!year || !month || !day || month > 12 || day > 31) return date;
  return language === 'zh-CN' ? `${year}年${month}月${day}日` : `${MONTHS[month - 1]} ${day}, ${year}`;
};
