import type { TText } from '../common/i18n.ts';

/** Messages of the applications domain; keys start with 'applications.'. */
export const APPLICATIONS_MESSAGES = {
  'applications.duplicate': {
    en: 'You have already applied for this position',
    zh: '您已投递过该职位',
  },
  'applications.applied': { en: 'Application submitted', zh: '投递成功' },
  'applications.moveRefused': {
    en: 'An application at “{from}” cannot move to “{to}”.',
    zh: '处于“{from}”状态的申请不能变更为“{to}”',
  },
  'applications.moveByOffer': {
    en: 'An application moves to “Offer” when an offer is issued, once it is at “Interview”.',
    zh: '申请进入“面试中”后，发出Offer时才会变为“已发Offer”',
  },
  'applications.moveByAcceptance': {
    en: 'An application is hired when the candidate accepts the offer.',
    zh: '候选人接受Offer后，申请才会变为“已录用”',
  },
  'applications.closedFinal': {
    en: 'This application is closed (“{status}”); its status no longer changes.',
    zh: '该申请已结束（“{status}”），状态不能再变更',
  },
  'applications.notifyClosed': {
    en: '{site}: your application for {position} is now “{status}”.{note}{cancelled}',
    zh: '{site}：您申请的{position}职位状态已变更为“{status}”。{note}{cancelled}',
  },
  'applications.closedCancelled': {
    en: ' Its open interviews ({interviews}) and assessments ({assessments}) are cancelled.',
    zh: '相关的未进行面试（{interviews}场）和测评（{assessments}项）已取消。',
  },
  'applications.closedOfferWithdrawn': {
    en: ' The pending offer is withdrawn.',
    zh: '待确认的Offer已撤回。',
  },
} as const satisfies Record<string, TText>;
