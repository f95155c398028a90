import type PDFDocument from 'pdfkit';
import type { TCorpusResume } from './corpus-types.ts';

type TDoc = InstanceType<typeof PDFDocument>;

const CJK = '/usr/share/fonts/opentype/noto';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Registers `body` and `bold` for the resume's language and font family (Noto CJK for Chinese). */
export const useFonts = (doc: TDoc, resume: TCorpusResume) => {
  if (resume.lang === 'zh') {
    const family = resume.font === 'serif' ? 'NotoSerifCJK' : 'NotoSansCJK';
    const ps = resume.font === 'serif' ? 'NotoSerifCJKsc' : 'NotoSansCJKsc';
    doc.registerFont('body', `${CJK}/${family}-Regular.ttc`, `${ps}-Regular`);
    doc.registerFont('bold', `${CJK}/${family}-Bold.ttc`, `${ps}-Bold`);
  } else {
    doc.registerFont('body', resume.font === 'serif' ? 'Times-Roman' : 'Helvetica');
    doc.registerFont('bold', resume.font === 'serif' ? 'Times-Bold' : 'Helvetica-Bold');
  }
};

export const formatMonth = (style: TCorpusResume['dateStyle'], month: string) => {
  const [y, m] = month.split('-') as [string, string];
  const n = Number(m);
  switch (style) {
    case 'dot':
      return `${y}.${m}`;
    case 'dot-short':
      return `${y}.${n}`;
    case 'slash':
      return `${y}/${m}`;
    case 'zh':
      return `${y}年${n}月`;
    case 'mon':
      return `${MONTHS[n - 1]} ${y}`;
    case 'month':
      return `${MONTH_NAMES[n - 1]} ${y}`;
    case 'mm-yyyy':
      return `${m}/${y}`;
    case 'iso':
      return `${y}-${m}`;
  }
};

export const formatRange = (resume: TCorpusResume, start: string, end: string | null) =>
  `${formatMonth(resume.dateStyle, start)}${resume.dash}${end ? formatMonth(resume.dateStyle, end) : resume.present}`;

const ZH_HEADINGS: Record<string, [string, string]> = {
  summary: ['自我评价', 'Summary'],
  work: ['工作经历', 'Work Experience'],
  education: ['教育背景', 'Education'],
  skills: ['专业技能', 'Skills'],
  contact: ['联系方式', 'Contact'],
  personal: ['基本信息', 'Personal Information'],
};
const EN_HEADINGS: Record<string, string> = {
  summary: 'Profile',
  work: 'Experience',
  education: 'Education',
  skills: 'Skills',
  contact: 'Contact',
  personal: 'Personal Details',
  projects: 'Selected Projects',
};

/** A section's heading as the resume's style writes it. */
export const headingText = (resume: TCorpusResume, section: string) => {
  const [zh, en] = ZH_HEADINGS[section] ?? [section, section];
  if (resume.lang === 'zh') return resume.headingStyle === 'bilingual' ? `${zh}  ${en.toUpperCase()}` : zh;
  const text = EN_HEADINGS[section] ?? section;
  if (resume.headingStyle === 'caps' || resume.headingStyle === 'boxed') return text.toUpperCase();
  if (resume.headingStyle === 'spaced') return text.toUpperCase().split('').join(' ');
  if (section === 'work' && resume.headingStyle === 'underlined') return 'Professional Experience';
  return text;
};

/** Writes text top-down in one column, starting a new page when it runs out. */
export class Flow {
  constructor(
    readonly doc: TDoc,
    readonly x: number,
    readonly width: number,
    public y: number,
    readonly drawn: string[] = [],
  ) {}

  private room(height: number) {
    if (this.y + height > this.doc.page.height - 50) {
      this.doc.addPage();
      this.y = 50;
    }
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; right?: string; indent?: number; color?: string } = {},
  ) {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    this.doc
      .font(options.bold ? 'bold' : 'body')
      .fontSize(size)
      .fillColor(options.color ?? '#222');
    const width = this.width - indent - (options.right ? this.doc.widthOfString(options.right) + 12 : 0);
    const height = this.doc.heightOfString(text, { width });
    this.room(height);
    this.doc.text(text, this.x + indent, this.y, { width });
    if (options.right) {
      this.doc.font('body').text(options.right, this.x, this.y, { width: this.width, align: 'right' });
      this.drawn.push(options.right);
    }
    this.drawn.push(text);
    this.y += height + size * 0.25;
  }

  heading(text: string, style: TCorpusResume['headingStyle'], size = 12) {
    this.gap(size * 0.6);
    this.room(size * 3);
    if (style === 'boxed') {
      this.doc.rect(this.x, this.y - 2, this.width, size + 6).fill('#1f4e79');
      this.text(text, { size, bold: true, indent: 4, color: '#ffffff' });
    } else {
      this.text(text, { size, bold: true, color: '#1f4e79' });
      if (style === 'underlined' || style === 'caps') {
        this.doc
          .moveTo(this.x, this.y - 2)
          .lineTo(this.x + this.width, this.y - 2)
          .lineWidth(0.7)
          .stroke('#1f4e79');
      }
    }
    this.gap(size * 0.3);
  }

  bullets(items: string[], mark: string, size = 9.5) {
    for (const item of items) this.text(`${mark} ${item}`, { size, indent: 8 });
  }

  gap(points: number) {
    this.y += points;
  }
}
