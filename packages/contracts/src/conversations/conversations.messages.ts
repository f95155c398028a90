import type { TText } from '../common/i18n.ts';

/** Messages of conversations, answer-by dates, withdrawals and the closing survey; keys 'conversations.'. */
export const CONVERSATIONS_MESSAGES = {
  'conversations.textRequired': { en: 'Please write a message', zh: '请输入消息内容' },
  'conversations.textTooLong': {
    en: 'A message can be at most 2,000 characters',
    zh: '消息最多2000个字符',
  },
  'conversations.textOrTemplate': {
    en: 'Please write a message or choose a reply template (not both)',
    zh: '请输入消息或选择回复模板（二选一）',
  },
  'conversations.notFound': { en: 'This application does not exist', zh: '该申请不存在' },
  'conversations.templateNotFound': { en: 'This reply template does not exist', zh: '该回复模板不存在' },
  'conversations.sent': { en: 'Message sent', zh: '消息已发送' },
  'conversations.notifyMessage': {
    en: '{site}: you have a new message about your application for {position}. Read and reply at {link}',
    zh: '{site}：您申请的{position}职位有一条新消息，请前往 {link} 查看并回复',
  },
  'conversations.notifyAnswerByExtended': {
    en: '{site}: we need more time for your application for {position}; you will have our answer by {date}. Reason: {reason}. Details at {link}',
    zh: '{site}：您申请的{position}职位需要更多时间处理，我们将在{date}前答复您。原因：{reason}。详情请见 {link}',
  },
  'conversations.notifyHrMessage': {
    en: 'New message from {candidate} about {position}: {text}',
    zh: '{candidate}就{position}职位发来新消息：{text}',
  },
  'conversations.answerDays': {
    en: 'Please enter a number of working days from 1 to 60',
    zh: '请输入1到60之间的工作日天数',
  },
  'conversations.answerDaysSaved': { en: 'Saved', zh: '保存成功' },
  'conversations.noAnswerBy': {
    en: 'This application is not waiting for an answer from you',
    zh: '该申请当前无需您答复',
  },
  'conversations.extendedOnce': {
    en: 'The answer date of this application has already been extended once',
    zh: '该申请的答复日期已延期过一次',
  },
  'conversations.extendNotLater': {
    en: 'The new date must be later than {date} and within 60 days',
    zh: '新日期须晚于{date}，且在60天之内',
  },
  'conversations.extended': { en: 'Answer date extended', zh: '答复日期已延期' },
  'conversations.autoCloseNote': {
    en: 'Thank you for your interest and your patience. We are sorry we could not give you an answer in time; we have decided not to continue with this application, and we wish you every success.',
    zh: '感谢您的关注与耐心等待。很抱歉未能及时给您答复，我们决定不再推进此申请，祝您一切顺利。',
  },
  'conversations.withdrawn': { en: 'Your application has been withdrawn', zh: '您的申请已撤回' },
  'conversations.alreadyWithdrawn': {
    en: 'This application has already been withdrawn',
    zh: '该申请已撤回',
  },
  'conversations.notWithdrawable': {
    en: 'This application is already closed and can no longer be withdrawn',
    zh: '该申请已结束，无法撤回',
  },
  'conversations.withdrawMessage': {
    en: 'I have withdrawn my application.',
    zh: '我已撤回申请。',
  },
  'conversations.withdrawReason': { en: 'Reason: {reason}', zh: '原因：{reason}' },
  'conversations.notifyHrWithdrawn': {
    en: '{candidate} withdrew their application for {position}. {reason}',
    zh: '{candidate}撤回了{position}职位的申请。{reason}',
  },
  'conversations.surveyRecommend': {
    en: 'Please choose a number from 0 to 10',
    zh: '请选择0到10之间的数字',
  },
  'conversations.surveyInformed': { en: 'Please choose yes, partly or no', zh: '请选择是、部分或否' },
  'conversations.surveyCommentTooLong': {
    en: 'The comment can be at most 1,000 characters',
    zh: '意见最多1000个字符',
  },
  'conversations.surveyNotOpen': {
    en: 'This application is not closed, so there is nothing to rate yet',
    zh: '该申请尚未结束，暂不能评价',
  },
  'conversations.surveyDone': {
    en: 'You have already answered a survey in the last 6 months. Thank you!',
    zh: '您在最近6个月内已填写过问卷，谢谢！',
  },
  'conversations.surveyThanks': { en: 'Thank you for your answers', zh: '感谢您的反馈' },
  'conversations.digestSubject': {
    en: '{site}: {unread} unread messages, {overdue} applications past their answer date',
    zh: '{site}：{unread}条未读消息，{overdue}个申请已超过答复日期',
  },
  'conversations.digestBody': {
    en: 'Good morning. Applicants are waiting: {unread} unread messages in {conversations} conversations, and {overdue} applications past the date they were promised an answer by. Open the HR console: {link}',
    zh: '早上好。有候选人在等待：{conversations}个对话中有{unread}条未读消息，{overdue}个申请已超过承诺的答复日期。请打开HR控制台：{link}',
  },
} as const satisfies Record<string, TText>;
