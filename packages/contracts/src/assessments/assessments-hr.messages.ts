import type { TText } from '../common/i18n.ts';

/** Messages of HR's assessment assignment and review, and the notices they send; keys start with 'hr.' as the web reads them. */
export const ASSESSMENTS_HR_MESSAGES = {
  'hr.questionnaireNotFound': { en: 'This questionnaire does not exist', zh: '该问卷不存在' },
  'hr.pinForOne': {
    en: 'A given PIN can be assigned to one application only',
    zh: '指定的PIN码只能分配给一个申请',
  },
  'hr.pinTaken': { en: 'This PIN is already in use', zh: '该PIN码已被使用' },
  'hr.assigned': { en: 'Assessment assigned', zh: '测评已分配' },
  'hr.cancelStarted': {
    en: 'Only an assessment the candidate has not started can be cancelled',
    zh: '只能取消考生尚未开始的测评',
  },
  'hr.absentStarted': {
    en: 'Only an assessment the candidate has not started can be marked absent',
    zh: '只能将考生尚未开始的测评标记为缺考',
  },
  'hr.assessmentCancelled': { en: 'Assessment cancelled', zh: '测评已取消' },
  'hr.markedAbsent': { en: 'Marked as absent', zh: '已标记为缺考' },
  'hr.essayNotSubmitted': {
    en: 'Essay answers can be scored once the assessment is submitted',
    zh: '测评提交后才能为问答题评分',
  },
  'hr.notEssay': {
    en: 'Question {no} is scored automatically; only essay answers are scored by hand',
    zh: '第{no}题为自动评分，只有问答题需要人工评分',
  },
  'hr.essayScoreRange': {
    en: "The score must be between 0 and the question's points",
    zh: '分数须在0到该题分值之间',
  },
  'hr.essayScoreMax': {
    en: 'Question {no}: the score must be between 0 and {points}',
    zh: '第{no}题：分数须在0到{points}之间',
  },
  'hr.essayUnanswered': {
    en: 'Question {no} was not answered, so there is nothing to score',
    zh: '第{no}题未作答，无需评分',
  },
  /* The assign dialog's and the essay score's own words for what the route's rules refuse. */
  'hr.assignApplicantsRequired': { en: 'Please choose at least one applicant', zh: '请至少选择一位应聘者' },
  'hr.assignQuestionnaireRequired': { en: 'Please choose a questionnaire', zh: '请选择问卷' },
  'hr.assignDeadlineRequired': { en: 'Please choose the last day to start', zh: '请选择最晚开始日期' },
  'hr.assignDeadlinePast': {
    en: 'The last day to start cannot be in the past',
    zh: '最晚开始日期不能早于今天',
  },
  'hr.assignDuration': {
    en: 'The duration must be between 1 and 600 minutes',
    zh: '答题时长须在1到600分钟之间',
  },
  'hr.assignPin': { en: 'Use 4 to 32 letters, digits or hyphens', zh: '请输入4到32位字母、数字或连字符' },
  'hr.essayScoreRequired': { en: 'Please enter a score', zh: '请输入分数' },
  'hr.scoresSaved': { en: 'Scores saved', zh: '评分已保存' },
  'hr.notifyAssessmentCancelled': {
    en: '[{site}] The assessment "{name}" has been cancelled; you do not need to take it.',
    zh: '【{site}】测评"{name}"已取消，您无需参加。',
  },
  'hr.notifyAssessment': {
    en: '[{site}] Please complete the assessment "{name}" by {date} in the Assessment Center.',
    zh: '【{site}】请于{date}前在测评中心完成测评"{name}"。',
  },
} as const satisfies Record<string, TText>;
