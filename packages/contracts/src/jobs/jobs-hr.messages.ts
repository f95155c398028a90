import type { TText } from '../common/i18n.ts';

/** Messages of HR's job editing; keys start with 'hr.' as the web reads them. */
export const JOBS_HR_MESSAGES = {
  'hr.badPlace': {
    en: 'The state and city must belong to the chosen country',
    zh: '省/州和城市须属于所选国家',
  },
  'hr.closingPast': {
    en: 'The closing date has passed: choose a later day, or take the job offline',
    zh: '截止日期已过：请选择更晚的日期，或将职位下线',
  },
  // The job form's own words for a field left empty or a range upside down, before the server sees them.
  'hr.titleEnMissing': { en: 'Please enter the English title', zh: '请输入英文职位名称' },
  'hr.titleZhMissing': { en: 'Please enter the Chinese title', zh: '请输入中文职位名称' },
  'hr.descriptionEnMissing': { en: 'Please enter the English description', zh: '请输入英文职位描述' },
  'hr.descriptionZhMissing': { en: 'Please enter the Chinese description', zh: '请输入中文职位描述' },
  'hr.categoryMissing': { en: 'Please choose a category', zh: '请选择职位类别' },
  'hr.natureMissing': { en: 'Please choose a job type', zh: '请选择工作性质' },
  'hr.siteMissing': { en: 'Please choose a site', zh: '请选择站点' },
  'hr.placeMissing': { en: 'Please choose the country, state and city', zh: '请选择国家、省州和城市' },
  'hr.headcountMissing': { en: 'Please enter the headcount', zh: '请输入招聘人数' },
  'hr.currencyMissing': { en: 'Please choose a currency', zh: '请选择币种' },
  'hr.salaryRange': {
    en: 'The upper salary cannot be below the lower one',
    zh: '最高薪资不能低于最低薪资',
  },
} as const satisfies Record<string, TText>;
