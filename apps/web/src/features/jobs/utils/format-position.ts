import dayjs from 'dayjs';
import type { TPositionListItem } from '@tmp/contracts';
import type { TLanguage } from '../../../lib/i18n.ts';

type TSalaryTexts = { negotiable: string; from: (min: string) => string; upTo: (max: string) => string };

/** Country · state · city, skipping empty parts. */
export const formatLocation = (
  job: Pick<TPositionListItem, 'countryName' | 'stateName' | 'cityName'>,
): string => [job.countryName, job.stateName, job.cityName].filter((part) => part && part.trim()).join(' · ');

const formatMoney = (amount: number, currency: string, language: TLanguage): string => {
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

export const formatPublishDate = (date: string, language: TLanguage): string => {
  const parsed = dayjs(date);
  if (!parsed.isValid()) return date;
  return parsed.format(language === 'zh-CN' ? 'YYYY年M月D日' : 'MMM D, YYYY');
};
