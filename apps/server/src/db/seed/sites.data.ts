/** A delivery centre; `city` is the key of its city in the district tree (jobs open where the site is). */
export interface TSiteSeed {
  key: string;
  en: string;
  zh: string;
  city: string;
}

export const SITES: TSiteSeed[] = [
  { key: 'dalian', en: 'Dalian Delivery Centre', zh: '大连交付中心', city: 'cn-ln-dalian' },
  { key: 'beijing', en: 'Beijing Delivery Centre', zh: '北京交付中心', city: 'cn-bj-haidian' },
  { key: 'shanghai', en: 'Shanghai Delivery Centre', zh: '上海交付中心', city: 'cn-sh-pudong' },
  { key: 'shenzhen', en: 'Shenzhen Delivery Centre', zh: '深圳交付中心', city: 'cn-gd-shenzhen' },
  { key: 'chengdu', en: 'Chengdu Delivery Centre', zh: '成都交付中心', city: 'cn-sc-chengdu' },
  { key: 'wuhan', en: 'Wuhan Delivery Centre', zh: '武汉交付中心', city: 'cn-hb-wuhan' },
  { key: 'xian', en: "Xi'an Delivery Centre", zh: '西安交付中心', city: 'cn-sn-xian' },
  { key: 'manila', en: 'Manila Delivery Centre', zh: '马尼拉交付中心', city: 'ph-ncr-makati' },
  { key: 'cebu', en: 'Cebu Delivery Centre', zh: '宿务交付中心', city: 'ph-cv-cebu' },
  { key: 'kuala-lumpur', en: 'Kuala Lumpur Delivery Centre', zh: '吉隆坡交付中心', city: 'my-kl-city' },
  { key: 'singapore', en: 'Singapore Regional Hub', zh: '新加坡区域中心', city: 'sg-central-downtown' },
  { key: 'tokyo', en: 'Tokyo Service Centre', zh: '东京服务中心', city: 'jp-tokyo-minato' },
  { key: 'krakow', en: 'Kraków Delivery Centre', zh: '克拉科夫交付中心', city: 'pl-mp-krakow' },
  { key: 'lisbon', en: 'Lisbon Delivery Centre', zh: '里斯本交付中心', city: 'pt-lisbon-lisbon' },
  { key: 'austin', en: 'Austin Delivery Centre', zh: '奥斯汀交付中心', city: 'us-tx-austin' },
  {
    key: 'guadalajara',
    en: 'Guadalajara Delivery Centre',
    zh: '瓜达拉哈拉交付中心',
    city: 'mx-jal-guadalajara',
  },
];

/** The second customer runs fewer, mostly nearshore centres. */
export const SITE_KEYS_BY_CUSTOMER: Record<number, string[]> = {
  1: SITES.map((site) => site.key),
  2: ['dalian', 'shanghai', 'manila', 'kuala-lumpur', 'krakow', 'lisbon', 'austin', 'guadalajara'],
};

/** A department group (not selectable itself) and the teams under it; every site has the same shape. */
export interface TDepartmentGroupSeed {
  en: string;
  zh: string;
  teams: Array<{ en: string; zh: string }>;
}

export const DEPARTMENT_GROUPS: TDepartmentGroupSeed[] = [
  {
    en: 'Service Delivery',
    zh: '服务交付部',
    teams: [
      { en: 'Multilingual Customer Support', zh: '多语种客户支持组' },
      { en: 'Technical Support', zh: '技术支持组' },
      { en: 'Quality and Training', zh: '质量与培训组' },
    ],
  },
  {
    en: 'Technology',
    zh: '技术部',
    teams: [
      { en: 'Software Development', zh: '软件开发组' },
      { en: 'Quality Assurance', zh: '测试组' },
    ],
  },
  {
    en: 'Localization',
    zh: '本地化部',
    teams: [
      { en: 'Translation', zh: '翻译组' },
      { en: 'Language Quality', zh: '语言质量组' },
    ],
  },
  {
    en: 'Corporate Functions',
    zh: '职能部门',
    teams: [
      { en: 'Human Resources', zh: '人力资源组' },
      { en: 'Finance', zh: '财务组' },
      { en: 'Marketing and Sales', zh: '市场与销售组' },
    ],
  },
];
