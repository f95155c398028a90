import type { TText } from '../common/i18n.ts';

/** Messages of the HR second factor (decisions §4); keys start with 'secondFactor.'. */
export const SECOND_FACTOR_MESSAGES = {
  'secondFactor.required': {
    en: 'Enter the 6-digit code from your authenticator app',
    zh: '请输入身份验证器应用中的6位验证码',
  },
  'secondFactor.enrollMailed': {
    en: 'Your organisation requires two-step verification. We have mailed you a link to set it up (valid for {minutes} minutes).',
    zh: '贵公司要求启用两步验证。我们已向您的邮箱发送设置链接（{minutes}分钟内有效）',
  },
  'secondFactor.enrollMail': {
    en: '{site}: set up two-step verification for your HR account within {minutes} minutes: {link} — if you did not just sign in, change your password.',
    zh: '{site}：请在{minutes}分钟内为您的HR账号设置两步验证：{link} ——如果不是您本人刚刚登录，请立即修改密码。',
  },
  'secondFactor.enrollMailSubject': {
    en: '{site}: set up two-step verification',
    zh: '{site}：设置两步验证',
  },
  'secondFactor.linkInvalid': {
    en: 'This set-up link has expired or was already used. Sign in again to get a new one.',
    zh: '该设置链接已失效或已使用，请重新登录以获取新链接',
  },
  'secondFactor.codeRequired': {
    en: 'Enter the 6-digit code or a recovery code',
    zh: '请输入6位验证码或恢复码',
  },
  'secondFactor.codeWrong': {
    en: 'The code is not correct. {left} tries left.',
    zh: '验证码不正确，还可尝试{left}次',
  },
  'secondFactor.codeWrongLast': {
    en: 'The code is not correct. Please enter your password again.',
    zh: '验证码不正确，请重新输入密码',
  },
  'secondFactor.codeReused': {
    en: 'This code has already been used. Wait for the next code in your app.',
    zh: '该验证码已使用过，请等待应用中的下一个验证码',
  },
  'secondFactor.ticketExpired': {
    en: 'This sign-in has expired. Please enter your password again.',
    zh: '本次登录已失效，请重新输入密码',
  },
  'secondFactor.locked': {
    en: 'Too many wrong codes. Please try again in {minutes} minutes.',
    zh: '验证码错误次数过多，请{minutes}分钟后再试',
  },
  'secondFactor.notEnabled': {
    en: 'Two-step verification is not turned on for this account',
    zh: '此账号尚未开启两步验证',
  },
  'secondFactor.alreadyEnabled': {
    en: 'Two-step verification is already turned on for this account',
    zh: '此账号已开启两步验证',
  },
  'secondFactor.notStarted': {
    en: 'Start the set-up again: scan the new QR code first',
    zh: '请重新开始设置：先扫描新的二维码',
  },
  'secondFactor.enabled': { en: 'Two-step verification is on', zh: '两步验证已开启' },
  'secondFactor.disabled': { en: 'Two-step verification is off', zh: '两步验证已关闭' },
  'secondFactor.codesRenewed': {
    en: 'New recovery codes created; the old ones no longer work',
    zh: '已生成新的恢复码，旧恢复码已失效',
  },
} as const satisfies Record<string, TText>;
