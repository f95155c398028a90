import type { TText } from '../common/i18n.ts';

/** Messages of the offers domain; keys start with 'offers.'. */
export const OFFERS_MESSAGES = {
  'offers.notFound': { en: 'This offer does not exist', zh: '该Offer不存在' },
  'offers.badStatus': { en: 'Please accept or reject the offer', zh: '请选择接受或拒绝' },
  'offers.reasonRequired': { en: 'Please tell us why you reject the offer', zh: '请填写拒绝原因' },
  'offers.answered': { en: 'You have already answered this offer', zh: '您已答复过该Offer' },
  'offers.expired': { en: 'This offer has expired', zh: '该Offer已过期' },
  'offers.withdrawn': { en: 'This offer has been withdrawn', zh: '该Offer已撤回' },
  'offers.accepted': { en: 'Offer accepted. Welcome aboard!', zh: '已接受Offer，欢迎加入！' },
  'offers.rejected': { en: 'Offer rejected', zh: '已拒绝Offer' },
  'offers.rejectedNote': { en: 'Offer rejected: {reason}', zh: '已拒绝Offer：{reason}' },
  'offers.acceptedNote': { en: 'Offer accepted', zh: '已接受Offer' },
} as const satisfies Record<string, TText>;
