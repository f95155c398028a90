/** Degrees as resumes write them, most specific first; keys match the customer's Degree items. */
export const DEGREES: ReadonlyArray<{ key: string; pattern: RegExp }> = [
  { key: 'doctor', pattern: /博士|ph\.?\s?d\.?|doctor(?:ate)?(?:\s+of\s+philosophy)?|\bd\.?phil\b/i },
  { key: 'mba', pattern: /\b(?:e?mba)\b|工商管理硕士/i },
  {
    key: 'master',
    pattern:
      /硕士|研究生|master(?:'s|’s)?(?:\s+degree)?|\bm\.\s?s\.?c?\.?(?=\s|$)|\bmsc\b|\bm\.\s?a\.(?=\s|$)|\bm\.?\s?eng\b|\bmphil\b/i,
  },
  {
    key: 'bachelor',
    pattern:
      /本科|学士|bachelor(?:'s|’s)?(?:\s+degree)?|\bb\.\s?s\.?c?\.?(?=\s|$)|\bbsc\b|\bb\.\s?a\.(?=\s|$)|\bb\.?\s?eng\b|\bbba\b|undergraduate/i,
  },
  { key: 'associate', pattern: /大专|专科|高职|associate(?:'s)?(?:\s+degree)?|\bdiploma\b|higher national/i },
  { key: 'middle', pattern: /初中|junior high|middle school/i },
  { key: 'high', pattern: /高中|中专|职高|技校|high school|secondary school/i },
];

/** Degrees written as bare initials, recognised only when they stand alone. */
const INITIALS: Record<string, string> = {
  ba: 'bachelor',
  bs: 'bachelor',
  bsc: 'bachelor',
  ma: 'master',
  ms: 'master',
  msc: 'master',
  phd: 'doctor',
};

export const findDegree = (text: string) => {
  // `MA in Service Design`: initials count when they stand alone or lead an `in` phrase.
  const lead = /^([A-Za-z.]{2,5})\s+in\s/.exec(text.trim());
  const initials = INITIALS[(lead?.[1] ?? text).trim().toLowerCase().replace(/\./g, '')];
  if (initials) return { key: initials, match: lead?.[1] ?? text };
  for (const degree of DEGREES) {
    const m = degree.pattern.exec(text);
    if (m) return { key: degree.key, match: m[0] };
  }
  return undefined;
};

/** Words that name the same value in the resume and in a reference list (any customer's wording). */
export const OPTION_ALIASES: Record<string, ReadonlyArray<readonly string[]>> = {
  Gender: [
    ['male', '男', 'm', 'man', '男性'],
    ['female', '女', 'f', 'woman', '女性'],
  ],
  Nationality: [
    ['chinese', '中国', 'china', 'prc', '中国籍', '中华人民共和国', "people's republic of china"],
    ['filipino', '菲律宾', 'philippines', 'philippine'],
    ['malaysian', '马来西亚', 'malaysia'],
    ['singaporean', '新加坡', 'singapore'],
    ['japanese', '日本', 'japan'],
    ['korean', '韩国', 'korea', 'south korea', 'south korean'],
    ['polish', '波兰', 'poland'],
    ['portuguese', '葡萄牙', 'portugal'],
    ['american', '美国', 'usa', 'united states', 'us', 'u.s.'],
    ['mexican', '墨西哥', 'mexico'],
    ['german', '德国', 'germany'],
    ['french', '法国', 'france'],
    ['spanish', '西班牙', 'spain'],
    ['indian', '印度', 'india'],
    ['vietnamese', '越南', 'vietnam', 'viet nam'],
    ['thai', '泰国', 'thailand'],
    ['indonesian', '印度尼西亚', 'indonesia', '印尼'],
    ['british', '英国', 'united kingdom', 'uk'],
  ],
  IsCcpMemeber: [
    ['中共预备党员', '预备党员', 'probationary'],
    ['中共党员', '党员', 'communist party', 'cpc member', 'ccp member'],
    ['共青团员', '团员', 'youth league'],
    ['群众', 'masses', 'none'],
  ],
  MaritalStatus: [
    ['未婚', 'single', 'unmarried'],
    ['已婚', 'married'],
    ['离异', 'divorced'],
  ],
  LanguageProficiency: [
    ['母语', 'native', 'bilingual', 'mother tongue'],
    ['流利', 'fluent', 'fluency'],
    ['熟练', 'professional', 'proficient', 'advanced', '精通'],
    ['日常会话', 'conversational', 'intermediate', '良好'],
    ['入门', 'basic', 'beginner', 'elementary', '一般'],
  ],
};

/** Places written beside a company or school (dropped from them), besides the customer's own districts. */
export const COMMON_PLACES = [
  'beijing',
  'shanghai',
  'shenzhen',
  'guangzhou',
  'hangzhou',
  'chengdu',
  'nanjing',
  'wuhan',
  "xi'an",
  'xian',
  'dalian',
  'suzhou',
  'tianjin',
  'chongqing',
  'xiamen',
  'qingdao',
  'hong kong',
  'macau',
  'taipei',
  'singapore',
  'manila',
  'makati',
  'cebu',
  'kuala lumpur',
  'penang',
  'krakow',
  'kraków',
  'warsaw',
  'tokyo',
  'osaka',
  'seoul',
  'london',
  'new york',
  'san francisco',
  'seattle',
  'boston',
  'berlin',
  'munich',
  'paris',
  'sydney',
  'toronto',
  'china',
  'prc',
  'usa',
  'uk',
  'philippines',
  'malaysia',
  'poland',
  'japan',
  'germany',
  '北京',
  '上海',
  '深圳',
  '广州',
  '杭州',
  '成都',
  '南京',
  '武汉',
  '西安',
  '大连',
  '苏州',
  '天津',
  '重庆',
  '厦门',
  '青岛',
  '香港',
  '澳门',
  '台北',
  '新加坡',
  '马尼拉',
  '吉隆坡',
  '东京',
  '首尔',
  '伦敦',
  '纽约',
  '中国',
];
