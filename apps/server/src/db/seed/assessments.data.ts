import type { TAnswerKey, TQuestionOption, TTypingConfig } from '../schema/index.ts';

export interface TQuestionSeed {
  kind: 'single' | 'multiple' | 'trueFalse' | 'fillIn' | 'essay' | 'typing';
  en: string;
  zh: string;
  points: number;
  options?: TQuestionOption[];
  blanks?: number;
  typing?: TTypingConfig;
  answerKey?: TAnswerKey;
}

export interface TQuestionnaireSeed {
  code: string;
  en: string;
  zh: string;
  descriptionEn: string;
  descriptionZh: string;
  durationMinutes: number;
  passScore: number | null;
  questions: TQuestionSeed[];
}

const opts = (...items: Array<[string, string]>): TQuestionOption[] =>
  items.map(([en, zh], i) => ({ key: String.fromCharCode(65 + i), en, zh }));

const APTITUDE: TQuestionnaireSeed = {
  code: 'aptitude',
  en: 'General Aptitude Assessment',
  zh: '综合能力测评',
  descriptionEn: 'Reasoning, customer care and data protection, with one short essay.',
  descriptionZh: '逻辑推理、客户服务与数据保护，另含一道简答题。',
  durationMinutes: 30,
  passScore: 12,
  questions: [
    {
      kind: 'single',
      en: 'Which number comes next: 2, 4, 8, 16, ?',
      zh: '数列 2, 4, 8, 16 的下一个数是？',
      points: 2,
      options: opts(['24', '24'], ['30', '30'], ['32', '32'], ['64', '64']),
      answerKey: 'C',
    },
    {
      kind: 'single',
      en: 'A customer is upset about a late delivery. What do you do first?',
      zh: '客户因配送延误而不满，您首先应该怎么做？',
      points: 2,
      options: opts(
        ['Explain the company policy', '解释公司规定'],
        ['Listen and acknowledge the problem', '倾听并确认问题'],
        ['Transfer the call to a colleague', '把电话转给同事'],
        ['Offer a refund straight away', '立即提出退款'],
      ),
      answerKey: 'B',
    },
    {
      kind: 'multiple',
      en: 'Which of these protect customer data? (Choose all that apply)',
      zh: '以下哪些做法能保护客户数据？（多选）',
      points: 3,
      options: opts(
        ['Locking your screen when you leave your desk', '离开座位时锁定屏幕'],
        ['Sharing your password with a trusted colleague', '把密码告诉信任的同事'],
        ['Reporting suspicious emails', '举报可疑邮件'],
        ['Keeping customer files on a personal USB drive', '把客户文件存到个人U盘'],
      ),
      answerKey: ['A', 'C'],
    },
    {
      kind: 'trueFalse',
      en: 'It is safe to reply to an unknown sender who asks you to confirm your password.',
      zh: '陌生发件人要求您确认密码时，回复对方是安全的。',
      points: 1,
      answerKey: false,
    },
    {
      kind: 'trueFalse',
      en: 'A service level agreement states the level of service a customer can expect.',
      zh: '服务水平协议（SLA）规定了客户可以期待的服务水平。',
      points: 1,
      answerKey: true,
    },
    {
      kind: 'fillIn',
      en: 'One hour has ____ minutes, and one day has ____ hours.',
      zh: '一小时有____分钟，一天有____小时。',
      points: 2,
      blanks: 2,
      answerKey: [
        ['60', 'sixty', '六十'],
        ['24', 'twenty-four', 'twenty four', '二十四'],
      ],
    },
    {
      kind: 'essay',
      en: 'Describe a time you solved a difficult problem for a customer. What did you learn?',
      zh: '请描述一次您为客户解决难题的经历，您从中学到了什么？',
      points: 10,
    },
  ],
};

/**
 * One duration per typing test: the attempt's clock. The passage may be typed for as long as the attempt
 * lasts, so the texts name no time of their own (the card shows the Duration).
 */
const TYPING_MINUTES = 10;

const TYPING_EN: TQuestionnaireSeed = {
  code: 'typing-en',
  en: 'English Typing Test',
  zh: '英文打字测试',
  descriptionEn:
    'Type the passage as quickly and accurately as you can; your speed counts from your first key.',
  descriptionZh: '请尽可能快速、准确地输入给出的英文段落，速度从您按下第一个键开始计算。',
  durationMinutes: TYPING_MINUTES,
  passScore: 6,
  questions: [
    {
      kind: 'typing',
      en: 'Type the passage below.',
      zh: '请输入下面的段落。',
      points: 10,
      typing: {
        language: 'en',
        durationSeconds: TYPING_MINUTES * 60,
        targetSpeed: 40,
        passage:
          'Good customer service starts with listening. When a customer calls with a problem, take a moment ' +
          'to understand what they need before you answer. Speak clearly, stay calm and follow up until the ' +
          'issue is solved. Small details often make the biggest difference.',
      },
    },
  ],
};

const TYPING_ZH: TQuestionnaireSeed = {
  code: 'typing-zh',
  en: 'Chinese Typing Test',
  zh: '中文打字测试',
  descriptionEn:
    'Type the Chinese passage with your usual input method; your speed counts from your first key.',
  descriptionZh: '请使用您常用的输入法输入给出的中文段落，速度从您按下第一个键开始计算。',
  durationMinutes: TYPING_MINUTES,
  passScore: 6,
  questions: [
    {
      kind: 'typing',
      en: 'Type the passage below.',
      zh: '请输入下面的段落。',
      points: 10,
      typing: {
        language: 'zh',
        durationSeconds: TYPING_MINUTES * 60,
        targetSpeed: 40,
        passage:
          '优质的客户服务从倾听开始。当客户带着问题来电时，请先花一点时间了解对方的需求，再给出答复。' +
          '说话要清楚，保持冷静，并持续跟进直到问题解决。细节往往决定成败。',
      },
    },
  ],
};

const WORKPLACE: TQuestionnaireSeed = {
  code: 'workplace',
  en: 'Workplace Policies Quiz',
  zh: '职场规范小测验',
  descriptionEn: 'A short quiz on everyday workplace rules.',
  descriptionZh: '关于日常职场规范的小测验。',
  durationMinutes: 15,
  passScore: 6,
  questions: [
    {
      kind: 'single',
      en: 'Where do you report a security incident?',
      zh: '发现安全事件时应向哪里报告？',
      points: 2,
      options: opts(
        ['In the team chat', '团队群聊'],
        ['To the IT service desk', 'IT服务台'],
        ['On social media', '社交媒体'],
        ['Nowhere', '无需报告'],
      ),
      answerKey: 'B',
    },
    {
      kind: 'multiple',
      en: 'What belongs in a professional email? (Choose all that apply)',
      zh: '一封专业的邮件应包含哪些内容？（多选）',
      points: 3,
      options: opts(
        ['A clear subject line', '清晰的主题'],
        ['A greeting', '问候语'],
        ['Slang and emoji', '俚语和表情符号'],
        ['A signature', '签名'],
      ),
      answerKey: ['A', 'B', 'D'],
    },
    {
      kind: 'trueFalse',
      en: 'You may install any software you like on a company laptop.',
      zh: '您可以在公司笔记本电脑上随意安装任何软件。',
      points: 2,
      answerKey: false,
    },
    {
      kind: 'fillIn',
      en: 'Work runs from 9:00 to ____ with a one-hour lunch break, which makes ____ working hours.',
      zh: '工作时间为9:00至____，午休一小时，即每天工作____小时。',
      points: 3,
      blanks: 2,
      answerKey: [
        ['18:00', '6 pm', '6pm', '18点'],
        ['8', 'eight', '八'],
      ],
    },
  ],
};

const BUSINESS_ENGLISH: TQuestionnaireSeed = {
  code: 'business-english',
  en: 'Business English Assessment',
  zh: '商务英语测评',
  descriptionEn: 'Vocabulary and a short business email.',
  descriptionZh: '商务词汇与一封简短的商务邮件。',
  durationMinutes: 20,
  passScore: null,
  questions: [
    {
      kind: 'single',
      en: 'Choose the right word: "Please ____ the attached report."',
      zh: '选择正确的单词："Please ____ the attached report."',
      points: 2,
      options: opts(['find', 'find'], ['see', 'see'], ['look', 'look'], ['watch', 'watch']),
      answerKey: 'B',
    },
    {
      kind: 'trueFalse',
      en: '"ASAP" means "as soon as possible".',
      zh: '"ASAP" 的意思是 "as soon as possible"（尽快）。',
      points: 1,
      answerKey: true,
    },
    {
      kind: 'essay',
      en: 'Write a short email (50-100 words) telling a customer that their delivery is one day late.',
      zh: '请写一封简短的邮件（50-100个英文单词），告知客户其订单将延迟一天送达。',
      points: 7,
    },
  ],
};

/** Questionnaires of every question kind, in both languages, for every demo customer. */
export const DEMO_QUESTIONNAIRES: readonly TQuestionnaireSeed[] = [
  APTITUDE,
  TYPING_EN,
  TYPING_ZH,
  WORKPLACE,
  BUSINESS_ENGLISH,
];
