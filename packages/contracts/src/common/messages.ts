import type { TLang, TText } from './i18n.ts';
import { pickText } from './i18n.ts';
import { ACCOUNTS_MESSAGES } from '../accounts/accounts.messages.ts';
import { JOBS_MESSAGES } from '../jobs/jobs.messages.ts';
import { ASSESSMENTS_MESSAGES } from '../assessments/assessments.messages.ts';
import { RESUMES_MESSAGES } from '../resumes/resumes.messages.ts';
import { APPLICATIONS_MESSAGES } from '../applications/applications.messages.ts';
import { OFFERS_MESSAGES } from '../offers/offers.messages.ts';
import { CONSOLE_MESSAGES } from './console.messages.ts';
import { JOBS_HR_MESSAGES } from '../jobs/jobs-hr.messages.ts';
import { APPLICATIONS_HR_MESSAGES } from '../applications/applications-hr.messages.ts';
import { OFFERS_HR_MESSAGES } from '../offers/offers-hr.messages.ts';
import { ASSESSMENTS_HR_MESSAGES } from '../assessments/assessments-hr.messages.ts';
import { PRIVACY_MESSAGES } from '../privacy/privacy.messages.ts';
import { SECOND_FACTOR_MESSAGES } from '../accounts/second-factor.messages.ts';
import { INTERVIEWS_MESSAGES } from '../interviews/interviews.messages.ts';
import { FAVORITES_MESSAGES } from '../favorites/favorites.messages.ts';
import { ALERTS_MESSAGES } from '../alerts/alerts.messages.ts';
import { COMPANY_MESSAGES } from '../company/company.messages.ts';
import { INVITATIONS_MESSAGES } from '../team/invitations.messages.ts';
import { TEAM_MESSAGES } from '../team/team.messages.ts';
import { CONVERSATIONS_MESSAGES } from '../conversations/conversations.messages.ts';

/**
 * Every message the server and the browser show for a rule of the contracts, in both languages.
 * Zod issues carry these keys as their message; each side translates the key.
 */
export const MESSAGES = {
  'common.invalid': { en: 'Input error', zh: '输入错误' },
  'common.required': { en: 'This field is required', zh: '此项为必填项' },
  'common.tooLong': { en: 'The text is too long', zh: '内容过长' },
  'common.notFound': { en: 'Not found', zh: '未找到' },
  'common.internal': {
    en: 'Something went wrong on our side. Please try again.',
    zh: '服务器开小差了，请稍后再试',
  },
  'common.unavailable': {
    en: 'The service is briefly unavailable. Please try again in a moment.',
    zh: '服务暂时不可用，请稍后再试',
  },
  'common.unauthorized': { en: 'Please log in first', zh: '请先登录' },
  'common.forbidden': { en: 'You do not have access to this', zh: '您无权访问此内容' },
  'common.rateLimited': { en: 'Too many requests. Please try again later.', zh: '请求过于频繁，请稍后再试' },
  'common.unknownCustomer': { en: 'Unknown customer', zh: '未知的客户' },
  'common.badBase64': { en: 'Malformed encoded value', zh: '编码格式错误' },
  'common.unstorableText': {
    en: 'The text contains a character that cannot be saved (a null character or a broken emoji). Please remove it and try again.',
    zh: '内容中含有无法保存的字符（空字符或残缺的表情符号），请删除后重试',
  },
  'common.success': { en: 'Success', zh: '操作成功' },
  'validation.pageSize': { en: 'Page size must be between 1 and 100', zh: '每页条数须在1到100之间' },
  'validation.pageIndex': { en: 'Page number must be 1 or more', zh: '页码须大于等于1' },
  'validation.phone': { en: 'Please enter a valid mobile number', zh: '请输入正确的手机号' },
  'validation.codeRequired': { en: 'Please enter verification code', zh: '请输入验证码' },
  'validation.code': { en: 'Verification code error', zh: '验证码错误' },
  'validation.password': {
    en: 'The password must be 8-16 characters and contain at least one letter and one digit',
    zh: '密码须为8-16位，且至少包含一个字母和一个数字',
  },
  'validation.passwordCommon': {
    en: 'This password is too common. Please choose another one',
    zh: '该密码过于常见，请换一个',
  },
  'validation.confirmPassword': {
    en: 'The password and confirm password does not match!',
    zh: '两次输入的密码不一致！',
  },
  'validation.email': { en: 'Invalid email', zh: '邮箱格式不正确' },
  'validation.question': { en: 'Please select', zh: '请选择' },
  'validation.answer': { en: 'Please enter your answer', zh: '请输入答案' },
  'validation.imageCode': { en: 'Please enter the characters in the image', zh: '请输入图片中的字符' },
  'validation.loginName': { en: 'Please enter username', zh: '请输入用户名' },
  'validation.loginPwd': { en: 'Please enter password', zh: '请输入密码' },
  'validation.agreement': {
    en: 'Please agree to the User Agreement and Privacy Policy first',
    zh: '请先同意用户协议和隐私政策',
  },
  'validation.dateRange': { en: 'Start time cannot exceed end time', zh: '开始时间不能晚于结束时间' },
  'validation.numberRange': { en: 'Maximum cannot be below minimum', zh: '最大值不能小于最小值' },
  'validation.date': { en: 'Please enter a date as yyyy-mm-dd', zh: '请按 yyyy-mm-dd 格式输入日期' },
  ...ACCOUNTS_MESSAGES,
  ...JOBS_MESSAGES,
  ...ASSESSMENTS_MESSAGES,
  ...RESUMES_MESSAGES,
  ...APPLICATIONS_MESSAGES,
  ...OFFERS_MESSAGES,
  ...CONSOLE_MESSAGES,
  ...JOBS_HR_MESSAGES,
  ...APPLICATIONS_HR_MESSAGES,
  ...OFFERS_HR_MESSAGES,
  ...ASSESSMENTS_HR_MESSAGES,
  ...PRIVACY_MESSAGES,
  ...SECOND_FACTOR_MESSAGES,
  ...INTERVIEWS_MESSAGES,
  ...FAVORITES_MESSAGES,
  ...ALERTS_MESSAGES,
  ...COMPANY_MESSAGES,
  ...INVITATIONS_MESSAGES,
  ...TEAM_MESSAGES,
  ...CONVERSATIONS_MESSAGES,
} as const satisfies Record<string, TText>;

export type TMessageKey = keyof typeof MESSAGES;

export const isMessageKey = (key: string): key is TMessageKey => Object.hasOwn(MESSAGES, key);

/** Translates a message key; text that is not a key is returned unchanged. */
export const translate = (key: string, lang: TLang): string =>
  isMessageKey(key) ? pickText(MESSAGES[key], lang) : key;
