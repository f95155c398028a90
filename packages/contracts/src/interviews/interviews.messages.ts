import type { TText } from '../common/i18n.ts';

/** Messages of the interviews domain; keys start with 'interviews.'. */
export const INTERVIEWS_MESSAGES = {
  'interviews.notFound': { en: 'This interview does not exist', zh: '该面试不存在' },
  'interviews.timeZone': { en: 'Please choose a valid time zone', zh: '请选择有效的时区' },
  'interviews.time': { en: 'Please enter a valid date and time', zh: '请输入有效的日期和时间' },
  'interviews.timeOrSlots': {
    en: 'Please give either a fixed time or the times offered, not both',
    zh: '请填写固定时间或可选时段（二选一）',
  },
  'interviews.timePast': { en: 'The interview time must be in the future', zh: '面试时间须晚于当前时间' },
  'interviews.slotsOverlap': { en: 'Offered times must not overlap', zh: '可选时段不能重叠' },
  'interviews.placeOrLink': {
    en: 'Please give a place or an online meeting link',
    zh: '请填写面试地点或线上会议链接',
  },
  'interviews.link': { en: 'Please enter a valid https link', zh: '请输入有效的 https 链接' },
  'interviews.interviewer': {
    en: 'Each interviewer needs an HR user or a name and an email',
    zh: '每位面试官须为HR用户，或填写姓名和邮箱',
  },
  'interviews.interviewerUnknown': {
    en: 'An interviewer is not an HR user of this company',
    zh: '面试官不是本公司的HR用户',
  },
  'interviews.interviewerBusy': {
    en: 'Interviewer {name} already has an interview at {time}',
    zh: '面试官{name}在{time}已有面试安排',
  },
  'interviews.applicationUnknown': {
    en: 'One of the applications does not exist',
    zh: '所选申请中有不存在的记录',
  },
  'interviews.applicationClosed': {
    en: 'This application is closed and cannot be invited to an interview',
    zh: '该申请已结束，不能安排面试',
  },
  'interviews.slotTaken': {
    en: 'This time has just been taken. Please choose another one',
    zh: '该时段已被预约，请选择其他时段',
  },
  'interviews.slotUnknown': { en: 'This time is not offered for this interview', zh: '该时段不属于此面试' },
  'interviews.slotPast': { en: 'This time has already passed', zh: '该时段已过' },
  'interviews.notBookable': {
    en: 'This interview has no time to choose',
    zh: '该面试无需选择时段',
  },
  'interviews.alreadyBooked': {
    en: 'You have already booked a time. Use reschedule to change it',
    zh: '您已预约时段，如需更改请使用改期',
  },
  'interviews.notBooked': { en: 'Please book a time first', zh: '请先预约时段' },
  'interviews.tooLate': {
    en: 'The interview can no longer be changed less than 12 hours before it starts. Please contact HR',
    zh: '距面试开始不足12小时，无法更改，请联系HR',
  },
  'interviews.closed': {
    en: 'This interview has been cancelled or has ended',
    zh: '该面试已取消或已结束',
  },
  'interviews.resultRecorded': {
    en: 'The result of this interview is already recorded',
    zh: '该面试的结果已记录',
  },
  'interviews.resultNotInterviewing': {
    en: 'A result can be recorded only while the application is at “Interview”',
    zh: '仅当申请处于“面试中”时才能记录面试结果',
  },
  'interviews.notStarted': {
    en: 'The result can be recorded once the interview has started',
    zh: '面试开始后才能记录结果',
  },
  'interviews.result': { en: 'Please choose pass or fail', zh: '请选择通过或未通过' },
  'interviews.range': { en: 'The end date must be after the start date', zh: '结束日期须晚于开始日期' },
  'interviews.created': { en: 'Interview created', zh: '面试已创建' },
  'interviews.booked': { en: 'Interview time booked', zh: '面试时间已预约' },
  'interviews.rescheduled': { en: 'Interview moved', zh: '面试时间已更改' },
  'interviews.cancelled': { en: 'Interview cancelled', zh: '面试已取消' },
  'interviews.resultSaved': { en: 'Interview result saved', zh: '面试结果已保存' },
  'interviews.passedNote': { en: 'Passed interview: {title}', zh: '通过面试：{title}' },
  'interviews.failedNote': { en: 'Did not pass interview: {title}', zh: '未通过面试：{title}' },
  'interviews.notifyInvite': {
    en: '[{site}] You are invited to the interview "{title}" for {position}. {when} {place} Details: {link}',
    zh: '【{site}】诚邀您参加"{position}"的面试"{title}"。{when}{place} 详情：{link}',
  },
  'interviews.notifyChooseTime': { en: 'Please choose a time.', zh: '请选择面试时间。' },
  'interviews.notifyAt': { en: 'Time: {time}.', zh: '时间：{time}。' },
  'interviews.notifyConfirmed': {
    en: '[{site}] Your interview "{title}" for {position} is confirmed for {time}. {place}',
    zh: '【{site}】您的面试"{title}"（{position}）已确认：{time}。{place}',
  },
  'interviews.notifyChanged': {
    en: '[{site}] Your interview "{title}" for {position} has moved to {time}. {place}',
    zh: '【{site}】您的面试"{title}"（{position}）已改为：{time}。{place}',
  },
  'interviews.notifyCancelled': {
    en: '[{site}] Your interview "{title}" for {position} on {time} has been cancelled.',
    zh: '【{site}】您的面试"{title}"（{position}，{time}）已取消。',
  },
  'interviews.notifyReminder': {
    en: '[{site}] Reminder: your interview "{title}" for {position} starts at {time}. {place}',
    zh: '【{site}】提醒：您的面试"{title}"（{position}）将于{time}开始。{place}',
  },
  'interviews.notifyInterviewerChooses': {
    en: 'The candidate chooses one of the offered times.',
    zh: '候选人将从可选时段中选择。',
  },
  'interviews.notifyInterviewerInvite': {
    en: '[{site}] You interview {candidate} for {position}: "{title}". {when} {place}',
    zh: '【{site}】请您面试{candidate}（{position}）："{title}"。{when}{place}',
  },
  'interviews.notifyInterviewerConfirmed': {
    en: '[{site}] {candidate} booked the interview "{title}" for {position}: {time}. {place}',
    zh: '【{site}】{candidate}已预约面试"{title}"（{position}）：{time}。{place}',
  },
  'interviews.notifyInterviewerChanged': {
    en: '[{site}] The interview "{title}" with {candidate} for {position} has moved to {time}. {place}',
    zh: '【{site}】与{candidate}的面试"{title}"（{position}）已改为：{time}。{place}',
  },
  'interviews.notifyInterviewerCancelled': {
    en: '[{site}] The interview "{title}" with {candidate} for {position} has been cancelled. {when}',
    zh: '【{site}】与{candidate}的面试"{title}"（{position}）已取消。{when}',
  },
} as const satisfies Record<string, TText>;
