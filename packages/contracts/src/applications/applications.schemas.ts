import { z } from 'zod';
import { pickText, type TLang, type TText } from '../common/i18n.ts';

/** Application statuses (decisions §5). */
export const ApplicationStatus = {
  Submitted: 1,
  Screening: 2,
  Interview: 3,
  Offer: 4,
  Hired: 5,
  NotSuitable: 6,
  Withdrawn: 7,
} as const;
export type TApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];

export const APPLICATION_STATUS_NAMES: Record<number, TText> = {
  1: { en: 'Submitted', zh: '已投递' },
  2: { en: 'Screening', zh: '筛选中' },
  3: { en: 'Interview', zh: '面试中' },
  4: { en: 'Offer', zh: '已发Offer' },
  5: { en: 'Hired', zh: '已录用' },
  6: { en: 'Not suitable', zh: '不合适' },
  7: { en: 'Withdrawn', zh: '已撤回' },
};

export const applicationStatusName = (status: number, lang: TLang): string => {
  const name = APPLICATION_STATUS_NAMES[status];
  return name ? pickText(name, lang) : String(status);
};

/** Tag colour by status (spec §4): 1-2 success, 4-6 warning, others default. */
export const statusTagType = (status: number): 'success' | 'warning' | 'default' =>
  status === 1 || status === 2 ? 'success' : status >= 4 && status <= 6 ? 'warning' : 'default';

export const ZStatusEvent = z.object({
  status: z.number().int(),
  statusName: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const ZApplyRecord = z.object({
  id: z.number().int(),
  positionId: z.number().int(),
  positionName: z.string(),
  countryName: z.string(),
  cityName: z.string(),
  applyDate: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /** Set when the application is in status 4 (offer). */
  offerId: z.number().int().nullable(),
  history: z.array(ZStatusEvent),
});
export type TApplyRecord = z.infer<typeof ZApplyRecord>;

export const ZRecommendRecord = z.object({
  id: z.number().int(),
  /** The recommended person's name, partly masked. */
  candidateName: z.string(),
  positionId: z.number().int(),
  positionName: z.string(),
  applyDate: z.string(),
  status: z.number().int(),
  statusName: z.string(),
});
export type TRecommendRecord = z.infer<typeof ZRecommendRecord>;
