import type { TText } from '../common/i18n.ts';

/** Messages of the HR team (decisions §8); keys start with 'team.'. */
export const TEAM_MESSAGES = {
  'team.rolesRequired': { en: 'Please choose at least one role', zh: '请至少选择一个角色' },
  'team.badRole': { en: 'Please choose roles from the list', zh: '请从列表中选择角色' },
  'team.recruiterNeedsSite': {
    en: 'A recruiter needs at least one site',
    zh: '招聘专员至少需要分配一个站点',
  },
  'team.tooManySites': { en: 'Too many sites', zh: '站点过多' },
  'team.badSite': { en: 'Please choose sites from the list', zh: '请从列表中选择站点' },
  'team.memberNotFound': { en: 'No such member of the HR team', zh: '未找到该HR团队成员' },
  'team.lastAdmin': {
    en: 'The company needs at least one active administrator: make someone else an administrator first',
    zh: '公司至少需要一名有效的管理员，请先将其他成员设为管理员',
  },
  'team.deactivated': {
    en: 'This member is deactivated',
    zh: '该成员已停用',
  },
  'team.invited': { en: 'Invitation sent', zh: '邀请已发送' },
  'team.saved': { en: 'Saved', zh: '保存成功' },
  'team.memberDeactivated': { en: 'Member deactivated', zh: '成员已停用' },
} as const satisfies Record<string, TText>;
