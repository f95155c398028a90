import type { TText } from '../common/i18n.ts';

/** Messages of HR team invitations; keys start with 'invitations.'. */
export const INVITATIONS_MESSAGES = {
  'invitations.invalid': {
    en: 'This invitation link is no longer valid. Please ask your administrator to send a new one.',
    zh: '该邀请链接已失效，请联系管理员重新发送邀请',
  },
  'invitations.alreadyMember': {
    en: 'This email already belongs to a member of the HR team',
    zh: '该邮箱已是HR团队成员',
  },
  'invitations.emailTaken': {
    en: 'This email is already used by a candidate account of this portal',
    zh: '该邮箱已被本站的求职者账号使用',
  },
  'invitations.notInvited': {
    en: 'This member has no invitation waiting to be accepted',
    zh: '该成员没有待接受的邀请',
  },
  'invitations.mailSubject': {
    en: 'You are invited to the HR team of {site}',
    zh: '邀请您加入{site}的HR团队',
  },
  'invitations.mail': {
    en: 'You are invited to the HR team of the {site} careers portal. Open this link within {hours} hours to choose your name and password: {link}\nIf you did not expect this invitation, ignore this message.',
    zh: '您被邀请加入{site}招聘门户的HR团队。请在{hours}小时内打开以下链接设置姓名和密码：{link}\n如非本人操作，请忽略本邮件。',
  },
  'invitations.accepted': { en: 'Welcome to the team', zh: '欢迎加入团队' },
  'common.customerDisabled': {
    en: 'This careers portal is not available at the moment.',
    zh: '该招聘门户暂时无法访问',
  },
  'common.customerDisabledTitle': { en: 'Not available', zh: '暂不可用' },
} as const satisfies Record<string, TText>;
