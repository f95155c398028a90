import type { TOptionGroupCode } from '../reference-data/reference-data.schemas.ts';

/** How a resume field is entered and checked. */
export type TResumeFieldType =
  'text' | 'textarea' | 'date' | 'number' | 'boolean' | 'mobile' | 'phone' | 'email' | 'select' | 'enum';

export interface TResumeFieldDef {
  /** Within its section; the full key is `${section}.${name}`. */
  name: string;
  type: TResumeFieldType;
  en: string;
  zh: string;
  maxLength?: number;
  /** `select` fields take their choices from this reference list. */
  optionGroup?: TOptionGroupCode;
  /** `enum` fields choose among these fixed values. */
  choices?: ReadonlyArray<{ value: string; en: string; zh: string }>;
  /** In a repeated section: every entry must have it. */
  requiredInEntry?: boolean;
  /** Required whenever this field of the same section is (an ID type goes with its number). */
  requiredWith?: string;
  /** Why a sensitive field is asked (shown beside it). */
  reasonEn?: string;
  reasonZh?: string;
}

export interface TResumeSectionDef {
  id: number;
  key: TResumeSectionKey;
  en: string;
  zh: string;
  /** Repeated sections hold a list of entries (work history, education, skills). */
  repeatable: boolean;
  fields: readonly TResumeFieldDef[];
}

export type TResumeSectionKey =
  'basic' | 'other' | 'workHistory' | 'education' | 'additional' | 'skills' | 'homeOffice';

const t = (name: string, en: string, zh: string, maxLength = 100): TResumeFieldDef => ({
  name,
  type: 'text',
  en,
  zh,
  maxLength,
});
const date = (name: string, en: string, zh: string): TResumeFieldDef => ({ name, type: 'date', en, zh });
const select = (name: string, en: string, zh: string, optionGroup: TOptionGroupCode): TResumeFieldDef => ({
  name,
  type: 'select',
  en,
  zh,
  optionGroup,
});
const yesNo = (
  name: string,
  en: string,
  zh: string,
  reasonEn?: string,
  reasonZh?: string,
): TResumeFieldDef => ({
  name,
  type: 'boolean',
  en,
  zh,
  ...(reasonEn ? { reasonEn, reasonZh } : {}),
});

/** Every section and field of the resume, as the privacy policy lists the data collected (spec §3). */
export const RESUME_SECTIONS: readonly TResumeSectionDef[] = [
  {
    id: 1,
    key: 'basic',
    en: 'Basic information',
    zh: '基本信息',
    repeatable: false,
    fields: [
      t('name', 'Full name', '姓名', 50),
      select('gender', 'Gender', '性别', 'Gender'),
      date('birthDate', 'Date of birth', '出生日期'),
      t('address', 'Address', '现居住地址', 200),
      { name: 'mobile', type: 'mobile', en: 'Mobile number', zh: '手机号码' },
      { name: 'email', type: 'email', en: 'Personal email', zh: '个人邮箱' },
    ],
  },
  {
    id: 2,
    key: 'other',
    en: 'Other information',
    zh: '其他信息',
    repeatable: false,
    fields: [
      { ...select('idType', 'ID type', '证件类型', 'IDType'), requiredWith: 'idNumber' },
      {
        ...t('idNumber', 'ID number', '证件号码', 30),
        reasonEn: 'Needed for background checks and the employment contract if you are hired.',
        reasonZh: '用于背景调查及录用后签订劳动合同。',
      },
      {
        name: 'expectedSalaryMin',
        type: 'number',
        en: 'Expected monthly salary, from',
        zh: '期望月薪（最低）',
      },
      {
        name: 'expectedSalaryMax',
        type: 'number',
        en: 'Expected monthly salary, to',
        zh: '期望月薪（最高）',
      },
      select('nationality', 'Nationality', '国籍', 'Nationality'),
      t('ethnicity', 'Ethnicity', '民族', 20),
      select('registeredResidence', 'Household registration', '户口性质', 'RegisteredResidenceStatus'),
      select('politicalStatus', 'Political status', '政治面貌', 'IsCcpMemeber'),
      select('maritalStatus', 'Family status', '婚姻状况', 'MaritalStatus'),
      t('emergencyContact', 'Emergency contact', '紧急联系人', 50),
      select('emergencyRelationship', 'Relationship', '与本人关系', 'WithMyRelationship'),
      { name: 'emergencyPhone', type: 'phone', en: 'Emergency contact phone', zh: '紧急联系人电话' },
    ],
  },
  {
    id: 3,
    key: 'workHistory',
    en: 'Work history',
    zh: '工作经历',
    repeatable: true,
    fields: [
      { ...t('company', 'Company', '公司名称'), requiredInEntry: true },
      { ...t('position', 'Position', '职位'), requiredInEntry: true },
      { name: 'salary', type: 'number', en: 'Monthly salary', zh: '月薪' },
      { ...date('startDate', 'From', '开始时间'), requiredInEntry: true },
      date('endDate', 'To', '结束时间'),
      {
        name: 'reasonForLeaving',
        type: 'textarea',
        en: 'Reason for leaving',
        zh: '离职原因',
        maxLength: 500,
      },
    ],
  },
  {
    id: 4,
    key: 'education',
    en: 'Education',
    zh: '教育经历',
    repeatable: true,
    fields: [
      { ...select('degree', 'Degree', '学历', 'Degree'), requiredInEntry: true },
      { ...t('school', 'School', '学校'), requiredInEntry: true },
      t('major', 'Major', '专业'),
      { ...date('startDate', 'From', '开始时间'), requiredInEntry: true },
      date('endDate', 'To', '结束时间'),
    ],
  },
  {
    id: 5,
    key: 'additional',
    en: 'Additional information',
    zh: '补充信息',
    repeatable: false,
    fields: [
      {
        name: 'currentStatus',
        type: 'enum',
        en: 'Current status',
        zh: '目前状态',
        choices: [
          { value: 'employed', en: 'Employed', zh: '在职' },
          { value: 'available', en: 'Available now', zh: '离职，随时到岗' },
          { value: 'student', en: 'Student', zh: '在校学生' },
        ],
      },
      date('earliestStartDate', 'Earliest start date', '最早到岗日期'),
      { name: 'commuteDistance', type: 'number', en: 'Commute distance (km)', zh: '通勤距离（公里）' },
      t('interviewer', 'Interviewer (if known)', '面试官（如已知）', 50),
      t('internalReferral', 'Internal referral (name)', '内部推荐人姓名', 50),
      yesNo(
        'seriousIllness',
        'Any serious illness?',
        '是否有重大疾病？',
        'Asked only to plan reasonable workplace arrangements; it never decides a hiring outcome by itself.',
        '仅用于安排合理的工作条件，不会单独作为录用依据。',
      ),
      yesNo(
        'disciplinaryRecord',
        'Any disciplinary action or dismissal?',
        '是否受过纪律处分或被辞退？',
        'Used only to check the work history you give; a yes is discussed with you before any decision.',
        '仅用于核实您填写的工作经历；如回答“是”，我们会在做出任何决定前与您沟通。',
      ),
      yesNo('nonCompete', 'Bound by a non-compete agreement?', '是否受竞业限制协议约束？'),
      yesNo(
        'criminalRecord',
        'Any criminal or administrative record?',
        '是否有刑事或行政处罚记录？',
        'Required by law for some positions (finance, security); kept confidential and seen only by HR.',
        '部分岗位（金融、安保等）依法需要了解；严格保密，仅人事可见。',
      ),
    ],
  },
  {
    id: 6,
    key: 'skills',
    en: 'Skills',
    zh: '技能',
    repeatable: true,
    fields: [
      {
        name: 'type',
        type: 'enum',
        en: 'Skill type',
        zh: '技能类型',
        choices: [
          { value: 'language', en: 'Language', zh: '语言' },
          { value: 'computer', en: 'Computer', zh: '计算机' },
          { value: 'certificate', en: 'Certificate', zh: '证书' },
          { value: 'other', en: 'Other', zh: '其他' },
        ],
      },
      { ...t('name', 'Skill', '技能名称', 50), requiredInEntry: true },
      select('level', 'Level', '熟练程度', 'LanguageProficiency'),
      { name: 'notes', type: 'textarea', en: 'Notes', zh: '备注', maxLength: 300 },
    ],
  },
  {
    id: 7,
    key: 'homeOffice',
    en: 'Home-office environment',
    zh: '居家办公环境',
    repeatable: false,
    fields: [
      yesNo('separateRoom', 'A separate room to work in', '有独立的办公房间'),
      {
        name: 'network',
        type: 'enum',
        en: 'Home network',
        zh: '家庭网络',
        choices: [
          { value: 'fiber', en: 'Fibre broadband', zh: '光纤宽带' },
          { value: 'broadband', en: 'Other broadband', zh: '其他宽带' },
          { value: 'mobile', en: 'Mobile data only', zh: '仅移动网络' },
          { value: 'none', en: 'No network', zh: '无网络' },
        ],
      },
      yesNo('soundproofing', 'A quiet, soundproofed place', '环境安静、隔音良好'),
      yesNo(
        'acceptPhysicalCheck',
        'I accept an on-site check of the environment',
        '接受对办公环境的实地检查',
      ),
    ],
  },
];

export const findSection = (key: string) => RESUME_SECTIONS.find((s) => s.key === key);

/** Every field key (`section.field`) and every repeated section key: what "required" may name. */
export const RESUME_FIELD_KEYS: readonly string[] = RESUME_SECTIONS.flatMap((s) =>
  s.repeatable ? [s.key] : s.fields.map((f) => `${s.key}.${f.name}`),
);

/**
 * The required keys with the fields that go with them (`requiredWith`): whoever requires an ID number,
 * the customer's configuration or a job, requires its type too.
 */
export const withCompanionFields = (required: Iterable<string>): string[] => {
  const keys = new Set(required);
  for (const section of RESUME_SECTIONS) {
    for (const field of section.fields) {
      if (field.requiredWith && keys.has(`${section.key}.${field.requiredWith}`)) {
        keys.add(`${section.key}.${field.name}`);
      }
    }
  }
  return [...keys];
};
