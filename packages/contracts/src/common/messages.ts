import type { TLang, TText } from './i18n.ts';
import { pickText } from './i18n.ts';

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
  'common.unauthorized': { en: 'Please log in first', zh: '请先登录' },
  'common.forbidden': { en: 'You do not have access to this', zh: '您无权访问此内容' },
  'common.rateLimited': { en: 'Too many requests. Please try again later.', zh: '请求过于频繁，请稍后再试' },
  'common.unknownCustomer': { en: 'Unknown customer', zh: '未知的客户' },
  'common.badBase64': { en: 'Malformed encoded value', zh: '编码格式错误' },
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
  'accounts.badCredentials': { en: 'Incorrect account or password', zh: '账号或密码错误' },
  'accounts.loginLocked': {
    en: 'Too many failed sign-ins. Please try again in {minutes} minutes or reset your password.',
    zh: '登录失败次数过多，请{minutes}分钟后再试或重置密码',
  },
  'accounts.loginSuccess': { en: 'Login successful', zh: '登录成功' },
  'accounts.logoutSuccess': { en: 'Logged out', zh: '已退出登录' },
  'accounts.phoneNotRegistered': {
    en: 'This mobile number is not registered yet. Please register first.',
    zh: '该手机号尚未注册，请先注册',
  },
  'accounts.phoneTaken': {
    en: 'This mobile number is already registered. Please log in or reset your password.',
    zh: '该手机号已注册，请直接登录或找回密码',
  },
  'accounts.emailTaken': {
    en: 'This email is already registered. Please log in or reset your password.',
    zh: '该邮箱已注册，请直接登录或找回密码',
  },
  'accounts.accountNotFound': { en: 'No account matches these details', zh: '未找到与这些信息匹配的账号' },
  'accounts.codeExpired': {
    en: 'The verification code has expired. Please request a new one.',
    zh: '验证码已过期，请重新获取',
  },
  'accounts.codeWrong': {
    en: 'Verification code error. {left} tries left.',
    zh: '验证码错误，还可尝试{left}次',
  },
  'accounts.codeLocked': {
    en: 'Too many wrong tries. Please request a new verification code.',
    zh: '错误次数过多，请重新获取验证码',
  },
  'accounts.codeSent': { en: 'Verification code sent', zh: '验证码已发送' },
  'accounts.codeTooSoon': {
    en: 'Please wait {seconds} seconds before requesting another code.',
    zh: '请{seconds}秒后再获取验证码',
  },
  'accounts.codeDailyLimit': {
    en: 'Too many codes requested for this number today. Please try again tomorrow.',
    zh: '该手机号今日获取验证码次数已达上限，请明天再试',
  },
  'accounts.captchaWrong': {
    en: 'The characters do not match the image. Please try a new image.',
    zh: '图片验证码错误，请换一张再试',
  },
  'accounts.answerWrong': { en: 'The security answer is not correct', zh: '安全问题答案不正确' },
  'accounts.registerSuccess': { en: 'Registration successful', zh: '注册成功' },
  'accounts.resetSuccess': { en: 'Your password has been reset', zh: '密码已重置' },
  'accounts.wrongSystemType': {
    en: 'This portal does not offer this kind of account',
    zh: '本站不支持此类账号',
  },
  'accounts.sessionExpired': {
    en: 'Your session has expired. Please log in again.',
    zh: '登录已过期，请重新登录',
  },
  'accounts.smsLoginText': {
    en: '[{site}] Your verification code is {code}. It is valid for 5 minutes. Do not share it with anyone.',
    zh: '【{site}】您的验证码为{code}，5分钟内有效，请勿泄露给他人。',
  },
  'jobs.offline': { en: 'This requisition is offline', zh: '该职位已下线' },
  'jobs.notFound': { en: 'This position does not exist', zh: '该职位不存在' },
} as const satisfies Record<string, TText>;

export type TMessageKey = keyof typeof MESSAGES;

export const isMessageKey = (key: string): key is TMessageKey => Object.hasOwn(MESSAGES, key);

/** Translates a message key; text that is not a key is returned unchanged. */
export const translate = (key: string, lang: TLang): string =>
  isMessageKey(key) ? pickText(MESSAGES[key], lang) : key;
