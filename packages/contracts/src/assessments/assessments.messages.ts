import type { TText } from '../common/i18n.ts';

/** Messages of the assessments domain; keys start with 'assessments.'. */
export const ASSESSMENTS_MESSAGES = {
  'assessments.notFound': { en: 'This assessment does not exist', zh: '该测评不存在' },
  'assessments.typingInputMethod': {
    en: 'This English typing test is typed key by key. Please turn off your input method (IME) and type the passage again.',
    zh: '英文打字测试需逐键输入，请关闭输入法后重新输入',
  },
  'assessments.timeUp': { en: 'Very regret! Test time is up', zh: '很遗憾！考试时间已到' },
  'assessments.expired': {
    en: 'The deadline of this assessment has passed',
    zh: '该测评已过截止时间',
  },
  'assessments.unavailable': {
    en: 'This assessment is no longer available',
    zh: '该测评已不可作答',
  },
  'assessments.alreadySubmitted': {
    en: 'You have already submitted this assessment',
    zh: '您已提交该测评',
  },
  'assessments.notStarted': {
    en: 'Please start the assessment before answering',
    zh: '请先开始测评再作答',
  },
  'assessments.badAnswer': {
    en: 'An answer does not fit its question. Please check and try again.',
    zh: '有答案与题目不符，请检查后重试',
  },
  'assessments.started': { en: 'The assessment has started', zh: '测评已开始' },
  'assessments.saved': { en: 'Answers saved', zh: '答案已保存' },
  'assessments.submitted': { en: 'Submitted successfully', zh: '提交成功' },
  'assessments.duration': { en: '{minutes} minutes', zh: '{minutes}分钟' },
  'assessments.status.1': { en: 'To do', zh: '待完成' },
  'assessments.status.2': { en: 'In progress', zh: '进行中' },
  'assessments.status.3': { en: 'Submitted', zh: '已提交' },
  'assessments.status.4': { en: 'Expired', zh: '已过期' },
  'assessments.status.5': { en: 'Cancelled', zh: '已取消' },
  'assessments.status.6': { en: 'Absent', zh: '缺考' },
  'assessments.result.passed': { en: 'Passed', zh: '通过' },
  'assessments.result.failed': { en: 'Not passed', zh: '未通过' },
  'assessments.result.completed': { en: 'Completed', zh: '已完成' },
  'assessments.result.pendingReview': { en: 'Awaiting review', zh: '待评阅' },
} as const satisfies Record<string, TText>;
