import type { TText } from '../common/i18n.ts';

/** Messages of the company settings (decisions §8); keys start with 'company.'. */
export const COMPANY_MESSAGES = {
  'company.retentionMonths': {
    en: 'Please keep personal data for 1 to 120 months',
    zh: '个人资料保存期限须为1到120个月',
  },
  'company.brandColor': {
    en: 'Please enter the brand colour as #RRGGBB, for example #1F4FD1',
    zh: '请按 #RRGGBB 格式输入品牌色，例如 #1F4FD1',
  },
  'company.lowContrast': {
    en: 'This colour is too light: white text on it must reach a contrast of 4.5:1 (WCAG AA). Please choose a darker colour',
    zh: '该颜色过浅：其上的白色文字对比度须达到 4.5:1（WCAG AA），请选择更深的颜色',
  },
  'company.badCountry': {
    en: 'Please choose countries from the list',
    zh: '请从列表中选择国家',
  },
  'company.smsSignature': {
    en: 'The SMS signature must be 2 to 12 characters, without brackets',
    zh: '短信签名须为2到12个字符，且不含括号',
  },
  'company.logoType': {
    en: 'The logo must be a PNG or SVG image',
    zh: '标志须为 PNG 或 SVG 图片',
  },
  'company.logoTooLarge': {
    en: 'The logo must be 512 KB at most',
    zh: '标志文件不能超过 512 KB',
  },
  'company.logoSize': {
    en: 'The logo picture must be between 16 and 4096 pixels wide and high',
    zh: '标志图片的宽和高须在16到4096像素之间',
  },
  'company.logoUnsafe': {
    en: 'The SVG logo holds scripts, event handlers, external links or embedded content. Please export a plain SVG',
    zh: 'SVG 标志中含有脚本、事件处理、外部链接或嵌入内容，请导出普通的 SVG',
  },
  'company.logoTooComplex': {
    en: 'The SVG logo is too complex to check. Please simplify it or upload a PNG',
    zh: 'SVG 标志过于复杂，无法检查。请简化后重试，或上传 PNG',
  },
  'company.logoSaved': { en: 'Logo uploaded', zh: '标志已上传' },
} as const satisfies Record<string, TText>;
