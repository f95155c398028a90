import { found, type TFoundEntry } from './found.ts';
import type { TLine } from './lines.ts';

const LANGUAGE =
  /^(english|chinese|mandarin|cantonese|japanese|korean|french|german|spanish|portuguese|russian|arabic|italian|polish|thai|vietnamese|malay|indonesian|tagalog|filipino|hindi|英语|汉语|普通话|粤语|日语|韩语|法语|德语|西班牙语|葡萄牙语|俄语|阿拉伯语|意大利语|泰语|越南语|马来语|印尼语)\b/i;
const CERTIFICATE =
  /证|cet-?[46]|ielts|toefl|toeic|jlpt|\bn[1-5]\b|hsk|cpa|acca|cfa|pmp|cisa|cissp|aws certified|certified|certificate|certification|license|licence/i;
const COMPUTER =
  /java|python|go\b|golang|c\+\+|c#|javascript|typescript|react|vue|node|sql|mysql|redis|docker|kubernetes|linux|excel|word|powerpoint|office|photoshop|figma|sap|tableau|spark|aws|git|html|css|spring|php|swift|kotlin|rust|matlab|autocad/i;
const MAX_SKILLS = 20;

const typeOf = (name: string, label: string) => {
  if (LANGUAGE.test(name) || /语言|language/i.test(label)) return 'language';
  if (CERTIFICATE.test(name) || /证书|certif/i.test(label)) return 'certificate';
  if (COMPUTER.test(name) || /计算机|技术|编程|软件|tool|technical|programming|software/i.test(label)) {
    return 'computer';
  }
  return 'other';
};

/** `English (fluent)` → name English, level fluent. */
const splitLevel = (piece: string) => {
  const m = /^(.+?)\s*[(（]\s*([^)）]+)[)）]$/.exec(piece) ?? /^(.+?)\s*[-–:：]\s*(.+)$/.exec(piece);
  return m ? { name: m[1]!.trim(), level: m[2]!.trim() } : { name: piece.trim(), level: undefined };
};

/** The skills section as one entry per named skill, with its type and any level written beside it. */
export const readSkills = (lines: TLine[]): TFoundEntry[] => {
  const skills: TFoundEntry[] = [];
  for (const line of lines) {
    const text = line.text.replace(/^\s*[•·●○◆■▪►➢\-*]\s*/, '');
    const labelled = /^([^:：]{1,20})[:：]\s*(.+)$/.exec(text);
    const label = labelled?.[1] ?? '';
    const pieces = (labelled?.[2] ?? text).split(/\s*[、,，;；|｜/]\s*|\s{2,}/);
    for (const piece of pieces) {
      const { name, level } = splitLevel(piece);
      if (!name || name.length > 30 || /[。.!]$/.test(name) || skills.length >= MAX_SKILLS) continue;
      const skill: TFoundEntry = {
        type: found(typeOf(name, label), 0.7, line.text),
        name: found(name.slice(0, 50), 0.8, line.text),
      };
      if (level) skill.level = found(level, 0.6, line.text);
      skills.push(skill);
    }
  }
  return skills;
};
