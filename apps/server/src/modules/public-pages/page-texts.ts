import type { TLanguage } from '@tmp/contracts';

interface TPageTexts {
  position: string;
  detail: string;
  home: string;
  page: (n: number) => string;
  keywordJobs: (keyword: string) => string;
  listDescription: (name: string) => string;
  homeDescription: (name: string) => string;
  pageNotFound: string;
}

/** The head's texts in both languages; the tagline is the customers' own (spec §1). */
const TEXTS: Record<TLanguage, TPageTexts> = {
  'en-US': {
    position: 'Jobs',
    detail: 'Job Details',
    home: 'Home',
    page: (n) => `Page ${n}`,
    keywordJobs: (keyword) => `“${keyword}” jobs`,
    listDescription: (name) =>
      `Open positions at ${name}: 40+ delivery centres and more than 25 languages. Search by keyword, category and location, and apply online.`,
    homeDescription: (name) =>
      `Careers at ${name}: 40+ delivery centres and more than 25 languages. Find your next role and apply online.`,
    pageNotFound: 'Page not found',
  },
  'zh-CN': {
    position: '职位',
    detail: '职位详情',
    home: '首页',
    page: (n) => `第 ${n} 页`,
    keywordJobs: (keyword) => `“${keyword}”相关职位`,
    listDescription: (name) =>
      `${name}的在招职位：40+ 交付中心，25 种以上语言。按关键词、类别和地点搜索，在线投递。`,
    homeDescription: (name) => `加入${name}：40+ 交付中心，25 种以上语言。找到你的下一个职位，在线投递。`,
    pageNotFound: '页面不存在',
  },
};

/** The texts of the language; a customer's own tagline (company settings) replaces the portal's promise. */
export const pageTexts = (language: TLanguage, tagline: string | null = null): TPageTexts => {
  const texts = TEXTS[language];
  if (!tagline) return texts;
  const zh = language === 'zh-CN';
  return {
    ...texts,
    listDescription: (name) =>
      zh ? `${name}的在招职位：${tagline}` : `Open positions at ${name}: ${tagline}`,
    homeDescription: (name) => (zh ? `加入${name}：${tagline}` : `Careers at ${name}: ${tagline}`),
  };
};
