import type { TCorpusResume, TCorpusWork } from './corpus-types.ts';

/**
 * More invented resumes, composed from pools of invented people, employers and schools by a seeded
 * choice, so each has its own names, dates, layout, date style and heading style. `MORE_RESUMES` tune the
 * reader; `HELD_OUT_MORE` are only ever measured.
 */
const ZH_NAMES = [
  '王小明',
  '欧阳静怡',
  '陈思远',
  '林晓',
  '郭子涵',
  '许嘉宁',
  '邓雨桐',
  '宋文博',
  '韩冰',
  '唐一鸣',
  '冯珊',
  '曹立新',
];
const EN_NAMES = [
  'Olivia Brennan',
  'Tomasz Nowicki',
  'Aisha Bello',
  'Lucas Moreau',
  'Hannah Lindqvist',
  'Rafael Ortega',
  'Mei Ling Tan',
  'Samuel Adeyemi',
  'Chloe Dubois',
  'Ivan Petrov',
  'Grace Mwangi',
  'Kenji Watanabe',
];
const ZH_JOBS: Array<[string, string[]]> = [
  ['杭州云帆网络科技有限公司', ['前端开发工程师', '高级前端工程师', '技术经理']],
  ['深圳星河智能设备有限公司', ['硬件测试工程师', '测试主管']],
  ['成都锦程物流集团', ['运营专员', '区域运营经理']],
  ['南京青禾教育咨询有限公司', ['课程顾问', '教学主管']],
  ['武汉长风汽车零部件有限公司', ['质量工程师', '质量部经理']],
  ['苏州恒远精密机械有限公司', ['机械设计工程师', '研发项目经理']],
  ['厦门海鸥文化传媒有限公司', ['新媒体运营', '内容总监']],
  ['西安秦川软件股份有限公司', ['Java开发工程师', '架构师']],
  ['天津渤海融资租赁有限公司', ['风控专员', '风控经理']],
  ['广州南粤医疗器械有限公司', ['销售代表', '大区销售经理']],
];
const EN_JOBS: Array<[string, string[]]> = [
  ['Northwind Analytics Ltd', ['Data Analyst', 'Senior Data Analyst', 'Analytics Manager']],
  ['Bluepeak Software Inc.', ['Software Engineer', 'Senior Software Engineer']],
  ['Harbourline Logistics Group', ['Operations Coordinator', 'Operations Manager']],
  ['Copperleaf Design Studio', ['Graphic Designer', 'Art Director']],
  ['Meridian Health Partners', ['Clinical Research Associate', 'Project Manager']],
  ['Silverbrook Capital', ['Financial Analyst', 'Investment Associate']],
  ['Greenfield Energy Solutions', ['Field Engineer', 'Site Lead']],
  ['Atlas Learning Foundation', ['Program Coordinator', 'Program Director']],
  ['Quayside Retail Group', ['Store Supervisor', 'Regional Manager']],
  ['Brightwater Consulting', ['Business Consultant', 'Senior Consultant']],
];
const ZH_SCHOOLS = [
  '浙江工业大学',
  '华中科技大学',
  '西南交通大学',
  '南京理工大学',
  '厦门大学',
  '东北师范大学',
  '湖南大学',
  '郑州大学',
];
const ZH_MAJORS = [
  '计算机科学与技术',
  '机械设计制造及其自动化',
  '市场营销',
  '汉语言文学',
  '金融学',
  '电子信息工程',
  '物流管理',
  '英语',
];
const EN_SCHOOLS = [
  'University of Leeds',
  'McGill University',
  'University of Cape Town',
  'Monash University',
  'Trinity College Dublin',
  'University of Auckland',
  'Lund University',
  'National University of Singapore',
];
const EN_MAJORS = [
  'Computer Science',
  'Economics',
  'Mechanical Engineering',
  'Graphic Design',
  'Public Health',
  'Finance',
  'Environmental Science',
  'Education',
];
const EN_PHONES: Array<[string, string]> = [
  ['+44 7700 900123', '+44 7700 900123'],
  ['+1 (415) 555-0142', '+1 (415) 555 0142'],
  ['+61 412 345 678', '+61 412 345 678'],
  ['+49 151 2345 6789', '+49 151 2345 6789'],
  ['+65 9123 4567', '+65 9123 4567'],
  ['+27 82 555 0199', '+27 82 555 0199'],
];
const ZH_PHONES: Array<[string, string]> = [
  ['+86 138 1234 5678', '13812345678'],
  ['(+86) 159-8765-4321', '15987654321'],
  ['177 0011 2233', '17700112233'],
  ['186-0123-4567', '18601234567'],
  ['13345678901', '13345678901'],
  ['+86-199-2468-1357', '19924681357'],
];
const ZH_PINYIN: Record<string, string> = {
  王小明: 'wangxiaoming',
  欧阳静怡: 'ouyangjingyi',
  陈思远: 'chensiyuan',
  林晓: 'linxiao',
  郭子涵: 'guozihan',
  许嘉宁: 'xujianing',
  邓雨桐: 'dengyutong',
  宋文博: 'songwenbo',
  韩冰: 'hanbing',
  唐一鸣: 'tangyiming',
  冯珊: 'fengshan',
  曹立新: 'caolixin',
};
const ZH_LAYOUTS: Array<TCorpusResume['layout']> = ['zh-inline', 'zh-table', 'zh-sidebar'];
const EN_LAYOUTS: Array<TCorpusResume['layout']> = [
  'classic',
  'sidebar-right',
  'education-table',
  'sidebar-left',
  'stacked',
];
const ZH_DATES: Array<[TCorpusResume['dateStyle'], string, string]> = [
  ['zh', '-', '至今'],
  ['zh', '至', '今'],
  ['dot', ' – ', '至今'],
  ['slash', ' ~ ', '至今'],
  ['dot-short', '—', '至今'],
];
const EN_DATES: Array<[TCorpusResume['dateStyle'], string, string]> = [
  ['mon', ' – ', 'Present'],
  ['slash', ' ~ ', 'Now'],
  ['month', ' to ', 'Present'],
  ['mm-yyyy', ' - ', 'Current'],
  ['dot', ' – ', 'Present'],
];
const HEADINGS: Array<TCorpusResume['headingStyle']> = [
  'caps',
  'boxed',
  'underlined',
  'spaced',
  'bilingual',
  'title',
];

/** A small deterministic generator (mulberry32), so the corpus is the same on every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const month = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;

const makeWork = (next: () => number, zh: boolean, start: number, count: number): TCorpusWork[] => {
  const pool = zh ? ZH_JOBS : EN_JOBS;
  const first = Math.floor(next() * pool.length);
  let year = 2025 - Math.floor(next() * 2);
  const work: TCorpusWork[] = [];
  for (let i = 0; i < count; i += 1) {
    const [company, titles] = pool[(first + i * 3) % pool.length]!;
    const from = year - 1 - Math.floor(next() * 3);
    const endMonth = 1 + Math.floor(next() * 12);
    work.push({
      company,
      title: titles[Math.min(titles.length - 1, count - 1 - i)]!,
      start: month(Math.max(from, start), 1 + Math.floor(next() * 12)),
      end: i === 0 ? null : month(year, endMonth),
      bullets: zh
        ? [
            '负责核心业务流程的梳理与优化，推动团队按期交付。',
            '与上下游部门协作，完成年度目标的百分之一百二十。',
          ]
        : [
            'Owned the weekly planning cycle and cut delivery slips by a third.',
            'Mentored two new colleagues and wrote the onboarding guide.',
          ],
    });
    year = Math.max(from, start);
  }
  return work;
};

const make = (seed: number, lang: 'en' | 'zh', prefix: string): TCorpusResume => {
  const next = random(seed);
  const zh = lang === 'zh';
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const name = zh ? ZH_NAMES[seed % ZH_NAMES.length]! : EN_NAMES[seed % EN_NAMES.length]!;
  const [phone, phoneExpected] = pick(zh ? ZH_PHONES : EN_PHONES);
  const [dateStyle, dash, present] = pick(zh ? ZH_DATES : EN_DATES);
  const gradYear = 2010 + Math.floor(next() * 8);
  const schools = zh ? ZH_SCHOOLS : EN_SCHOOLS;
  const majors = zh ? ZH_MAJORS : EN_MAJORS;
  const masters = next() < 0.5;
  const education = [
    ...(masters
      ? [
          {
            school: pick(schools),
            major: pick(majors),
            degree: zh ? '硕士' : 'Master of Science',
            start: month(gradYear, 9),
            end: month(gradYear + 2, 6),
          },
        ]
      : []),
    {
      school: pick(schools),
      major: pick(majors),
      degree: zh ? '本科' : 'Bachelor of Arts',
      start: month(gradYear - 4, 9),
      end: month(gradYear, 6),
    },
  ];
  const local = zh ? ZH_PINYIN[name]! : name.toLowerCase().replace(/\s+/g, '.');
  const layout = pick(zh ? ZH_LAYOUTS : EN_LAYOUTS);
  const headingStyle = pick(HEADINGS.filter((h) => zh || h !== 'bilingual'));
  return {
    id: `${prefix}${lang}-${layout}-${local.replace(/\./g, '-')}`,
    lang,
    layout,
    name,
    phone,
    phoneExpected,
    email: zh
      ? `${local}${seed}@${pick(['qq.com', '163.com', 'foxmail.com'])}`
      : `${local}@${pick(['mail.example', 'inbox.example'])}`,
    personal: zh
      ? [
          `性别：${next() < 0.5 ? '男' : '女'}`,
          `出生年月：${gradYear - 22}.0${1 + Math.floor(next() * 9)}`,
          '政治面貌：群众',
        ]
      : ['Nationality: ' + pick(['British', 'Canadian', 'Australian', 'German'])],
    summary: zh
      ? '工作认真负责，沟通能力强，善于在压力下解决问题。'
      : 'Practical and calm under deadlines, with a record of shipping on time.',
    work: makeWork(next, zh, masters ? gradYear + 2 : gradYear, 2 + Math.floor(next() * 2)),
    education,
    skills: zh
      ? ['办公软件：Word、Excel、PPT', '英语：CET-6', '驾照：C1']
      : ['Excel, SQL, Tableau', 'Languages: English (native), French (intermediate)'],
    dateStyle,
    dash,
    present,
    headingStyle,
    font: next() < 0.3 ? 'serif' : 'sans',
    entryOrder: zh
      ? pick(['company-first', 'title-first'] as const)
      : pick(['company-first', 'title-first', 'title-at-company'] as const),
  };
};

export const MORE_RESUMES: TCorpusResume[] = [13, 14, 15, 16].flatMap((s) => [
  make(s, 'en', ''),
  make(s + 100, 'zh', ''),
]);

export const HELD_OUT_MORE: TCorpusResume[] = [5, 6, 7, 8].flatMap((s) => [
  { ...make(s + 1000, 'en', 'held-'), heldOut: true },
  { ...make(s + 2000, 'zh', 'held-'), heldOut: true },
]);
