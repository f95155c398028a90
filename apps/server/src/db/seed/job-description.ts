import type { TBilingual } from './job-templates.data.ts';

/** How a requisition states its degree requirement, by JobDegree key. */
const DEGREE_LINES: Record<string, TBilingual> = {
  'job-degree-any': ['No formal degree required; relevant experience counts', '学历不限，相关经验同样重要'],
  'job-degree-high': ['High school diploma or above', '高中及以上学历'],
  'job-degree-associate': ['Associate degree or above', '大专及以上学历'],
  'job-degree-bachelor': [
    "Bachelor's degree or above, ideally in a related field",
    '本科及以上学历，相关专业优先',
  ],
  'job-degree-master': ["Master's degree or above", '硕士及以上学历'],
};

/** How a requisition states its experience requirement, by WorkExperience key. */
const EXPERIENCE_LINES: Record<string, TBilingual> = {
  'exp-none': ['No previous experience needed: full training is provided', '无需相关经验，公司提供完整培训'],
  'exp-graduate': ['Open to graduates of 2026 and 2027', '面向2026届及2027届毕业生'],
  'exp-0-1': ['Some internship or work experience is welcome', '有实习或工作经验者优先'],
  'exp-1-3': ['1-3 years of relevant experience', '1-3年相关工作经验'],
  'exp-3-5': ['3-5 years of relevant experience', '3-5年相关工作经验'],
  'exp-5-10': ['5-10 years of relevant experience', '5-10年相关工作经验'],
  'exp-10': ['More than 10 years of relevant experience', '10年以上相关工作经验'],
};

export interface TPlace {
  en: string;
  zh: string;
}

export interface TDescriptionInput {
  intro: TBilingual;
  duties: readonly TBilingual[];
  skills: readonly TBilingual[];
  benefits: readonly TBilingual[];
  degreeKey: string;
  experienceKey: string;
  site: TPlace;
  country: TPlace;
  state: TPlace;
  city: TPlace;
  isRemote: boolean;
  /** Whether the job is in the site's own city or in a satellite office of the same country. */
  isAtSite: boolean;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const list = (items: readonly string[]): string =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

const placeLine = (input: TDescriptionInput): TBilingual => {
  const { site, country, state, city } = input;
  const cityEn = state.en === city.en ? city.en : `${city.en}, ${state.en}`;
  if (input.isRemote) {
    return [
      `This is a remote role open to candidates living in ${country.en}; you will be part of the team at our ${site.en}.`,
      `本职位为远程岗位，面向居住在${country.zh}的候选人，隶属${site.zh}团队。`,
    ];
  }
  if (input.isAtSite) {
    return [
      `You will be based at our ${site.en} in ${cityEn}, ${country.en}.`,
      `工作地点为${country.zh}${state.zh}${city.zh}的${site.zh}。`,
    ];
  }
  return [
    `You will work from our office in ${cityEn}, ${country.en}, as part of the team at our ${site.en}.`,
    `工作地点为${country.zh}${state.zh}${city.zh}，隶属${site.zh}团队。`,
  ];
};

const lineOf = (lines: Record<string, TBilingual>, key: string): TBilingual[] => {
  const line = lines[key];
  return line ? [line] : [];
};

const render = (
  headings: readonly [string, string, string, string],
  about: string,
  sections: readonly [string[], string[], string[]],
): string =>
  [
    `<h3>${headings[0]}</h3><p>${escapeHtml(about)}</p>`,
    `<h3>${headings[1]}</h3>${list(sections[0])}`,
    `<h3>${headings[2]}</h3>${list(sections[1])}`,
    `<h3>${headings[3]}</h3>${list(sections[2])}`,
  ].join('');

/** The four-section job description (About the role, Responsibilities, Requirements, What we offer). */
export const buildDescription = (input: TDescriptionInput): { en: string; zh: string } => {
  const place = placeLine(input);
  const requirements = [
    ...lineOf(DEGREE_LINES, input.degreeKey),
    ...lineOf(EXPERIENCE_LINES, input.experienceKey),
    ...input.skills,
  ];
  const pick = (lang: 0 | 1, lines: readonly TBilingual[]) => lines.map((line) => line[lang]);
  return {
    en: render(
      ['About the role', 'Responsibilities', 'Requirements', 'What we offer'],
      `${input.intro[0]} ${place[0]}`,
      [pick(0, input.duties), pick(0, requirements), pick(0, input.benefits)],
    ),
    zh: render(['关于职位', '岗位职责', '任职要求', '我们提供'], `${input.intro[1]}${place[1]}`, [
      pick(1, input.duties),
      pick(1, requirements),
      pick(1, input.benefits),
    ]),
  };
};
