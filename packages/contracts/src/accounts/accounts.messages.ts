import type { TText } from '../common/i18n.ts';

/** Messages of the accounts domain; keys start with 'accounts.'. */
export const ACCOUNTS_MESSAGES = {
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
  'accounts.codeNotSent': {
    en: 'We could not send the code just now. Please try again later.',
    zh: '验证码暂时无法发送，请稍后重试',
  },
  'accounts.codeTooSoon': {
    en: 'Please wait {seconds} seconds before requesting another code.',
    zh: '请{seconds}秒后再获取验证码',
  },
  'accounts.codeDailyLimit': {
    en: 'Too many codes requested for this number today. Please try again tomorrow.',
    zh: '该手机号今日获取验证码次数已达上限，请明天再试',
  },
  'accounts.captchaRequired': {
    en: 'Please type the characters in the picture, then request the code again.',
    zh: '请输入图片中的字符后再获取验证码',
  },
  'accounts.codeAddressLimit': {
    en: 'Too many codes were requested from your network. Please try again in an hour.',
    zh: '您所在网络获取验证码过于频繁，请一小时后再试',
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
} as const satisfies Record<string, TText>;
