import type { TText } from '../common/i18n.ts';

/** Messages of job alerts; keys start with 'alerts.'. */
export const ALERTS_MESSAGES = {
  'alerts.frequency': { en: 'Please choose daily or weekly', zh: '请选择每天或每周' },
  'alerts.addressRequired': {
    en: 'Please enter an email address or a mobile number',
    zh: '请输入邮箱或手机号',
  },
  'alerts.phoneNotOffered': {
    en: 'Alerts of this site go to an email address',
    zh: '本站的职位提醒仅支持邮箱',
  },
  // One answer for both outcomes: `status` tells a candidate's alert that is on at once.
  'alerts.confirmationSent': {
    en: 'Job alert saved. An address not confirmed yet gets a link first: the alert starts once it is opened.',
    zh: '职位提醒已保存。尚未确认的地址会先收到确认链接，打开链接后提醒即生效',
  },
  'alerts.captchaRequired': {
    en: 'Please type the characters in the picture, then create the alert again.',
    zh: '请输入图片中的字符后再创建提醒',
  },
  'alerts.limit': {
    en: 'At most {max} job alerts a person. Please delete one first.',
    zh: '每人最多{max}个职位提醒，请先删除一个',
  },
  'alerts.addressBusy': {
    en: 'Too many confirmation messages went to this address today. Please open one of them or try again tomorrow.',
    zh: '今天发往该地址的确认消息过多，请打开已收到的确认链接或明天再试',
  },
  'alerts.ipBusy': {
    en: 'Too many alerts were requested from your network. Please try again later.',
    zh: '您的网络请求的提醒过多，请稍后再试',
  },
  'alerts.smsTooSoon': {
    en: 'Please wait {seconds} seconds before asking for another message to this number.',
    zh: '请{seconds}秒后再向该手机号发送消息',
  },
  'alerts.smsDailyLimit': {
    en: 'Too many messages went to this number today. Please try again tomorrow.',
    zh: '今天发往该手机号的消息过多，请明天再试',
  },
  'alerts.smsAddressLimit': {
    en: 'Too many messages were requested from your network. Please try again in an hour.',
    zh: '您所在网络请求发送的消息过多，请一小时后再试',
  },
  'alerts.linkInvalid': { en: 'This link is not valid', zh: '该链接无效' },
  'alerts.linkExpired': {
    en: 'This confirmation link has expired. Please create the alert again.',
    zh: '该确认链接已过期，请重新创建提醒',
  },
  'alerts.unsubscribedAlready': {
    en: 'This alert was cancelled. Please create it again.',
    zh: '该提醒已取消，请重新创建',
  },
  'alerts.confirmed': { en: 'Your job alert is on', zh: '职位提醒已生效' },
  'alerts.unsubscribed': { en: 'You are unsubscribed from this alert', zh: '已退订该职位提醒' },
  'alerts.deleted': { en: 'Alert deleted', zh: '已删除提醒' },
  'alerts.notFound': { en: 'This alert does not exist', zh: '该提醒不存在' },
  'alerts.allJobs': { en: 'All jobs', zh: '全部职位' },
  'alerts.confirmSubject': { en: 'Confirm your job alert at {site}', zh: '请确认您在{site}的职位提醒' },
  'alerts.confirmText': {
    en: 'Someone (hopefully you) asked for {frequency} job alerts from {site} about: {search}.\nConfirm within {hours} hours: {link}\nIf it was not you, ignore this message: nothing more will be sent.',
    zh: '有人（希望是您）在{site}订阅了{frequency}职位提醒：{search}。\n请在{hours}小时内确认：{link}\n如非本人操作，请忽略本消息，我们不会再发送任何内容。',
  },
  'alerts.digestSubject': {
    en: 'New jobs at {site} ({count}): {search}',
    zh: '{site}有{count}个新职位：{search}',
  },
  'alerts.digestIntro': {
    en: 'New jobs for your alert ({search}):',
    zh: '您的提醒（{search}）有新职位：',
  },
  'alerts.digestMore': { en: 'All matching jobs: {link}', zh: '查看全部匹配职位：{link}' },
  'alerts.digestUnsubscribe': { en: 'Unsubscribe: {link}', zh: '退订：{link}' },
  'alerts.searchAll': { en: 'all jobs', zh: '全部职位' },
  'alerts.searchCategory': { en: '{category} jobs', zh: '{category}类职位' },
  'alerts.searchPlace': { en: 'jobs in {place}', zh: '{place}的职位' },
  'alerts.searchCategoryPlace': { en: '{category} jobs in {place}', zh: '{place}的{category}类职位' },
  'alerts.searchKeyword': { en: '{search}, keyword "{keyword}"', zh: '{search}，关键词“{keyword}”' },
  'alerts.daily': { en: 'daily', zh: '每日' },
  'alerts.weekly': { en: 'weekly', zh: '每周' },
} as const satisfies Record<string, TText>;
