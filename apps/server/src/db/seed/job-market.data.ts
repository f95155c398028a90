import type { TBilingual, TJobLevel } from './job-templates.data.ts';

/**
 * Monthly pay of an average mid-level office job per country, in the local currency, and the step
 * salaries are rounded to (nobody advertises 12,347 CNY).
 */
export const COUNTRY_PAY: Record<string, { currency: string; base: number; step: number }> = {
  cn: { currency: 'CNY', base: 12_000, step: 500 },
  ph: { currency: 'PHP', base: 38_000, step: 1_000 },
  my: { currency: 'MYR', base: 5_500, step: 100 },
  sg: { currency: 'SGD', base: 6_000, step: 100 },
  jp: { currency: 'JPY', base: 380_000, step: 10_000 },
  pl: { currency: 'PLN', base: 9_000, step: 100 },
  pt: { currency: 'EUR', base: 1_700, step: 50 },
  us: { currency: 'USD', base: 6_500, step: 100 },
  mx: { currency: 'MXN', base: 25_000, step: 500 },
};

export const LEVEL_PAY: Record<TJobLevel, number> = { entry: 0.75, mid: 1, senior: 1.45, lead: 1.7 };

/** Work experience item keys that fit each level. */
export const LEVEL_EXPERIENCE: Record<TJobLevel, readonly string[]> = {
  entry: ['exp-none', 'exp-0-1', 'exp-1-3'],
  mid: ['exp-1-3', 'exp-3-5'],
  senior: ['exp-3-5', 'exp-5-10'],
  lead: ['exp-5-10', 'exp-10'],
};

/** How a job's nature changes it: share of jobs, title suffix, pay, and which levels it suits. */
export interface TNatureRule {
  key: string;
  weight: number;
  suffix: TBilingual | null;
  pay: number;
  levels: readonly TJobLevel[];
  experience?: readonly string[];
}

export const NATURE_RULES: readonly TNatureRule[] = [
  { key: 'full-time', weight: 68, suffix: null, pay: 1, levels: ['entry', 'mid', 'senior', 'lead'] },
  {
    key: 'contract',
    weight: 10,
    suffix: ['(12-month contract)', '（12个月合同）'],
    pay: 1.05,
    levels: ['mid', 'senior'],
  },
  { key: 'part-time', weight: 5, suffix: ['(Part-time)', '（兼职）'], pay: 0.5, levels: ['entry', 'mid'] },
  {
    key: 'internship',
    weight: 6,
    suffix: ['(Intern)', '（实习生）'],
    pay: 0.4,
    levels: ['entry'],
    experience: ['exp-none'],
  },
  {
    key: 'campus',
    weight: 5,
    suffix: ['(Graduate Programme)', '（校园招聘）'],
    pay: 0.85,
    levels: ['entry'],
    experience: ['exp-graduate'],
  },
  { key: 'remote', weight: 6, suffix: ['(Remote)', '（远程）'], pay: 1, levels: ['entry', 'mid', 'senior'] },
];

const GENERAL_BENEFITS: readonly TBilingual[] = [
  ['Competitive salary with a quarterly performance bonus', '有竞争力的薪资和季度绩效奖金'],
  ['Paid training from your first week and a clear career path', '入职即享带薪培训，职业发展路径清晰'],
  ['Annual health check-up', '年度体检'],
  ['Paid annual leave on top of public holidays', '法定节假日之外另享带薪年假'],
  ['A friendly multicultural team and regular team events', '友善的多元文化团队和定期团建活动'],
  ['Allowances for language and professional certificates', '语言及职业资格证书补贴'],
  ['A modern office close to public transport', '交通便利的现代化办公环境'],
];

const COUNTRY_BENEFITS: Record<string, readonly TBilingual[]> = {
  cn: [
    ['Full social insurance and housing fund from day one', '入职即缴纳五险一金'],
    ['Meal and transport allowances', '餐补和交通补贴'],
    ['Supplementary commercial medical insurance', '补充商业医疗保险'],
  ],
  ph: [
    ['HMO coverage for you and one dependant from day one', '入职即享本人及一名家属的HMO医疗保险'],
    ['Night differential pay for night shifts', '夜班津贴'],
    ['13th-month pay', '第十三个月薪资'],
  ],
  jp: [
    ['Full social insurance and commuting allowance', '完善的社会保险和通勤补贴'],
    ['Two bonus payments a year', '每年两次奖金'],
  ],
};

const DEFAULT_COUNTRY_BENEFITS: readonly TBilingual[] = [
  ['Private medical insurance', '商业医疗保险'],
  ['Relocation support for candidates moving from abroad', '为从海外前来的候选人提供搬迁支持'],
  ['Hybrid working after probation', '试用期后可混合办公'],
];

/** Benefits that only make sense for people who come to an office; remote jobs leave them out. */
const OFFICE_ONLY_BENEFITS = new Set([
  'A modern office close to public transport',
  'Hybrid working after probation',
  'Relocation support for candidates moving from abroad',
  'Meal and transport allowances',
  'Full social insurance and commuting allowance',
]);

export const benefitsOf = (
  countryKey: string,
  isRemote: boolean,
): { local: readonly TBilingual[]; general: readonly TBilingual[] } => {
  const fits = (benefit: TBilingual) => !isRemote || !OFFICE_ONLY_BENEFITS.has(benefit[0]);
  return {
    local: (COUNTRY_BENEFITS[countryKey] ?? DEFAULT_COUNTRY_BENEFITS).filter(fits),
    general: GENERAL_BENEFITS.filter(fits),
  };
};

/** Résumé fields every application needs, and the extras a requisition may add. */
export const BASE_REQUIRED_FIELDS = ['basic.name', 'basic.mobile', 'basic.email'] as const;
export const OPTIONAL_REQUIRED_FIELDS = [
  'basic.gender',
  'basic.birthDate',
  'education',
  'workHistory',
  'skills',
  'other.idNumber',
  'other.expectedSalaryMin',
  'additional.earliestStartDate',
] as const;
