import type { TDistrictSeed } from './seed-types.ts';

const place = (key: string, en: string, zh: string, children?: TDistrictSeed[]): TDistrictSeed =>
  children ? { key, en, zh, children } : { key, en, zh };

/**
 * Countries where the delivery centres hire, with their states or provinces and cities. Municipalities
 * (Beijing, Shanghai) and city states list their districts as the third level, so every branch has three.
 */
export const DISTRICT_TREE: TDistrictSeed[] = [
  place('cn', 'China', '中国', [
    place('cn-bj', 'Beijing', '北京市', [
      place('cn-bj-haidian', 'Haidian District', '海淀区'),
      place('cn-bj-chaoyang', 'Chaoyang District', '朝阳区'),
    ]),
    place('cn-sh', 'Shanghai', '上海市', [
      place('cn-sh-pudong', 'Pudong New Area', '浦东新区'),
      place('cn-sh-xuhui', 'Xuhui District', '徐汇区'),
    ]),
    place('cn-gd', 'Guangdong', '广东省', [
      place('cn-gd-guangzhou', 'Guangzhou', '广州市'),
      place('cn-gd-shenzhen', 'Shenzhen', '深圳市'),
      place('cn-gd-zhuhai', 'Zhuhai', '珠海市'),
    ]),
    place('cn-js', 'Jiangsu', '江苏省', [
      place('cn-js-nanjing', 'Nanjing', '南京市'),
      place('cn-js-suzhou', 'Suzhou', '苏州市'),
      place('cn-js-wuxi', 'Wuxi', '无锡市'),
    ]),
    place('cn-sc', 'Sichuan', '四川省', [
      place('cn-sc-chengdu', 'Chengdu', '成都市'),
      place('cn-sc-mianyang', 'Mianyang', '绵阳市'),
    ]),
    place('cn-ln', 'Liaoning', '辽宁省', [
      place('cn-ln-dalian', 'Dalian', '大连市'),
      place('cn-ln-shenyang', 'Shenyang', '沈阳市'),
    ]),
    place('cn-hb', 'Hubei', '湖北省', [place('cn-hb-wuhan', 'Wuhan', '武汉市')]),
    place('cn-sn', 'Shaanxi', '陕西省', [place('cn-sn-xian', "Xi'an", '西安市')]),
  ]),
  place('ph', 'Philippines', '菲律宾', [
    place('ph-ncr', 'Metro Manila', '马尼拉大都会', [
      place('ph-ncr-makati', 'Makati', '马卡蒂市'),
      place('ph-ncr-taguig', 'Taguig', '达义市'),
      place('ph-ncr-quezon', 'Quezon City', '奎松市'),
      place('ph-ncr-pasig', 'Pasig', '巴石市'),
    ]),
    place('ph-cv', 'Central Visayas', '中米沙鄢', [place('ph-cv-cebu', 'Cebu City', '宿务市')]),
    place('ph-dv', 'Davao Region', '达沃地区', [place('ph-dv-davao', 'Davao City', '达沃市')]),
  ]),
  place('my', 'Malaysia', '马来西亚', [
    place('my-kl', 'Kuala Lumpur', '吉隆坡', [
      place('my-kl-city', 'Kuala Lumpur City Centre', '吉隆坡市中心'),
      place('my-kl-bangsar', 'Bangsar South', '南孟沙'),
    ]),
    place('my-sgr', 'Selangor', '雪兰莪州', [
      place('my-sgr-pj', 'Petaling Jaya', '八打灵再也'),
      place('my-sgr-cyberjaya', 'Cyberjaya', '赛城'),
    ]),
    place('my-png', 'Penang', '槟城州', [place('my-png-georgetown', 'George Town', '乔治市')]),
  ]),
  place('sg', 'Singapore', '新加坡', [
    place('sg-central', 'Central Region', '中区', [
      place('sg-central-downtown', 'Downtown Core', '市中心'),
      place('sg-central-queenstown', 'Queenstown', '女皇镇'),
    ]),
    place('sg-east', 'East Region', '东区', [
      place('sg-east-changi', 'Changi', '樟宜'),
      place('sg-east-tampines', 'Tampines', '淡滨尼'),
    ]),
  ]),
  place('jp', 'Japan', '日本', [
    place('jp-tokyo', 'Tokyo', '东京都', [
      place('jp-tokyo-shinjuku', 'Shinjuku', '新宿区'),
      place('jp-tokyo-minato', 'Minato', '港区'),
    ]),
    place('jp-osaka', 'Osaka', '大阪府', [place('jp-osaka-osaka', 'Osaka', '大阪市')]),
    place('jp-fukuoka', 'Fukuoka', '福冈县', [place('jp-fukuoka-fukuoka', 'Fukuoka', '福冈市')]),
  ]),
  place('pl', 'Poland', '波兰', [
    place('pl-ma', 'Masovian Voivodeship', '马佐夫舍省', [place('pl-ma-warsaw', 'Warsaw', '华沙')]),
    place('pl-mp', 'Lesser Poland Voivodeship', '小波兰省', [place('pl-mp-krakow', 'Kraków', '克拉科夫')]),
    place('pl-ds', 'Lower Silesian Voivodeship', '下西里西亚省', [
      place('pl-ds-wroclaw', 'Wrocław', '弗罗茨瓦夫'),
    ]),
  ]),
  place('pt', 'Portugal', '葡萄牙', [
    place('pt-lisbon', 'Lisbon District', '里斯本区', [
      place('pt-lisbon-lisbon', 'Lisbon', '里斯本'),
      place('pt-lisbon-oeiras', 'Oeiras', '奥埃拉斯'),
    ]),
    place('pt-porto', 'Porto District', '波尔图区', [place('pt-porto-porto', 'Porto', '波尔图')]),
  ]),
  place('us', 'United States', '美国', [
    place('us-ca', 'California', '加利福尼亚州', [
      place('us-ca-sf', 'San Francisco', '旧金山'),
      place('us-ca-la', 'Los Angeles', '洛杉矶'),
      place('us-ca-sj', 'San Jose', '圣何塞'),
    ]),
    place('us-tx', 'Texas', '得克萨斯州', [
      place('us-tx-austin', 'Austin', '奥斯汀'),
      place('us-tx-dallas', 'Dallas', '达拉斯'),
    ]),
    place('us-wa', 'Washington', '华盛顿州', [place('us-wa-seattle', 'Seattle', '西雅图')]),
    place('us-ny', 'New York', '纽约州', [place('us-ny-nyc', 'New York City', '纽约市')]),
  ]),
  place('mx', 'Mexico', '墨西哥', [
    place('mx-jal', 'Jalisco', '哈利斯科州', [place('mx-jal-guadalajara', 'Guadalajara', '瓜达拉哈拉')]),
    place('mx-nl', 'Nuevo León', '新莱昂州', [place('mx-nl-monterrey', 'Monterrey', '蒙特雷')]),
    place('mx-cdmx', 'Mexico City', '墨西哥城', [
      place('mx-cdmx-miguel-hidalgo', 'Miguel Hidalgo', '米格尔·伊达尔戈区'),
      place('mx-cdmx-benito-juarez', 'Benito Juárez', '贝尼托·华雷斯区'),
    ]),
  ]),
];
