/** The kinds of section a resume has; only some map onto fields of the structured resume. */
export type TSectionKind =
  | 'header'
  | 'basic'
  | 'work'
  | 'education'
  | 'skills'
  | 'projects'
  | 'summary'
  | 'awards'
  | 'intention'
  | 'other';

const HEADINGS: Record<Exclude<TSectionKind, 'header'>, string[]> = {
  basic: [
    '基本信息',
    '个人信息',
    '个人资料',
    '联系方式',
    '联系信息',
    'personal information',
    'personal info',
    'personal details',
    'personal data',
    'contact',
    'contact information',
    'contact details',
    'contacts',
    'details',
  ],
  work: [
    '工作经历',
    '工作经验',
    '实习经历',
    '实习经验',
    '职业经历',
    '工作履历',
    '工作及实习经历',
    '实践经历',
    'work experience',
    'professional experience',
    'experience',
    'employment history',
    'work history',
    'employment',
    'internships',
    'internship experience',
    'career history',
    'relevant experience',
    'internship',
  ],
  education: [
    '教育背景',
    '教育经历',
    '学习经历',
    '教育情况',
    '学历背景',
    'education',
    'education background',
    'educational background',
    'academic background',
    'academics',
    'education and training',
  ],
  skills: [
    '技能',
    '专业技能',
    '技能特长',
    '个人技能',
    '技能证书',
    '证书',
    '资格证书',
    '语言能力',
    '技能与证书',
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'skills and tools',
    'languages',
    'language skills',
    'certificates',
    'certifications',
    'skills and certificates',
    'core competencies',
    'tools',
  ],
  projects: ['项目经历', '项目经验', '项目', 'projects', 'project experience', 'selected projects'],
  summary: [
    '自我评价',
    '个人简介',
    '个人总结',
    '自我介绍',
    '个人优势',
    '个人评价',
    'summary',
    'profile',
    'about me',
    'professional summary',
    'objective',
    'career objective',
    'personal statement',
    'about',
  ],
  awards: [
    '获奖情况',
    '荣誉奖项',
    '所获荣誉',
    '获奖经历',
    '荣誉',
    'awards',
    'honors',
    'honours',
    'awards and honors',
  ],
  intention: ['求职意向', '期望工作', 'job objective', 'desired position'],
  other: [
    '兴趣爱好',
    '其他',
    '校园经历',
    '社会实践',
    'interests',
    'hobbies',
    'activities',
    'volunteering',
    'volunteer experience',
    'additional information',
    'references',
    'publications',
  ],
};

/** Letters and Han characters only, lower case: `教育背景 | EDUCATION:` → `教育背景education`. */
const compact = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z\u4e00-\u9fff]/g, '');

const KINDS = new Map<string, TSectionKind>(
  Object.entries(HEADINGS).flatMap(([kind, names]) =>
    names.map((n) => [compact(n), kind as TSectionKind] as const),
  ),
);

/**
 * The section a line heads, if it is a heading: one name or two names of the same kind (a bilingual
 * `工作经历 Work Experience`), in any case, spacing or decoration (`■ E D U C A T I O N :`).
 */
export const headingKind = (text: string): TSectionKind | undefined => {
  if (text.length > 40 || /\d/.test(text)) return undefined;
  const key = compact(text);
  if (!key) return undefined;
  const whole = KINDS.get(key);
  if (whole) return whole;
  for (let cut = 1; cut < key.length; cut += 1) {
    const first = KINDS.get(key.slice(0, cut));
    if (first && KINDS.get(key.slice(cut)) === first) return first;
  }
  return undefined;
};

export const isHeadingText = (text: string) => headingKind(text) !== undefined;
