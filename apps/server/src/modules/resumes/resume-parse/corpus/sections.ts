import type { TCorpusEducation, TCorpusResume, TCorpusWork } from './corpus-types.ts';
import type { Flow } from './layout-kit.ts';
import { formatRange, headingText } from './layout-kit.ts';

const MARKS: Record<TCorpusResume['headingStyle'], string> = {
  caps: '•',
  title: '-',
  spaced: '•',
  boxed: '•',
  bilingual: '·',
  underlined: '-',
};

const place = (w: TCorpusWork) => (w.place ? `, ${w.place}` : '');

/** One work entry in the resume's own way: dates right-aligned, on their own line, or leading the line. */
const writeWorkEntry = (flow: Flow, resume: TCorpusResume, w: TCorpusWork, dateFirst: boolean) => {
  const range = formatRange(resume, w.start, w.end);
  const order = resume.entryOrder ?? 'company-first';
  if (dateFirst) {
    const [a, b] = order === 'title-first' ? [w.title, w.company] : [w.company, w.title];
    flow.text(`${range}    ${a}    ${b}`, { size: 10.5, bold: true });
  } else if (order === 'title-at-company') {
    flow.text(`${w.title} at ${w.company}`, { size: 10.5, bold: true, right: range });
  } else if (resume.layout === 'stacked') {
    const [a, b] = order === 'title-first' ? [w.title, w.company] : [w.company, w.title];
    flow.text(`${a} | ${b}`, { size: 11, bold: true });
    flow.text(range, { size: 9, color: '#555' });
  } else if (order === 'title-first') {
    flow.text(w.title, { size: 10.5, bold: true, right: range });
    flow.text(`${w.company}${place(w)}`, { size: 10 });
  } else {
    flow.text(`${w.company}${place(w)}`, { size: 10.5, bold: true, right: range });
    flow.text(w.title, { size: 10 });
  }
  flow.bullets(w.bullets, MARKS[resume.headingStyle]);
  flow.gap(4);
};

export const writeWork = (flow: Flow, resume: TCorpusResume, dateFirst = false) => {
  flow.heading(headingText(resume, 'work'), resume.headingStyle);
  for (const w of resume.work) writeWorkEntry(flow, resume, w, dateFirst);
};

const degreeLine = (e: TCorpusEducation, lang: 'en' | 'zh') => {
  if (lang === 'zh') return `${e.degree} | ${e.major}`;
  return e.degree.includes(e.major) ? e.degree : `${e.degree}, ${e.major}`;
};

export type TEducationMode = 'date-first' | 'stacked' | 'right';

export const writeEducation = (flow: Flow, resume: TCorpusResume, mode: TEducationMode = 'right') => {
  flow.heading(headingText(resume, 'education'), resume.headingStyle);
  for (const e of resume.education) {
    const range = formatRange(resume, e.start, e.end);
    if (mode === 'date-first')
      flow.text(`${range}    ${e.school}    ${e.major}    ${e.degree}`, { size: 10.5 });
    else if (mode === 'stacked') {
      flow.text(e.school, { size: 11, bold: true });
      flow.text(degreeLine(e, resume.lang), { size: 10 });
      flow.text(range, { size: 9, color: '#555' });
    } else {
      flow.text(e.school, { size: 10.5, bold: true, right: range });
      flow.text(degreeLine(e, resume.lang), { size: 10 });
    }
    flow.gap(3);
  }
};

export const writeSkills = (flow: Flow, resume: TCorpusResume) => {
  flow.heading(headingText(resume, 'skills'), resume.headingStyle);
  flow.bullets(resume.skills, MARKS[resume.headingStyle]);
};

export const writeSummary = (flow: Flow, resume: TCorpusResume) => {
  if (!resume.summary) return;
  flow.heading(headingText(resume, 'summary'), resume.headingStyle);
  flow.text(resume.summary, { size: 10 });
};

export const writeProjects = (flow: Flow, resume: TCorpusResume) => {
  if (!resume.projects?.length) return;
  flow.heading(resume.lang === 'zh' ? '项目经历' : headingText(resume, 'projects'), resume.headingStyle);
  for (const p of resume.projects) {
    flow.text(p.title, { size: 10.5, bold: true, right: formatRange(resume, p.start, p.end) });
    flow.text(p.company, { size: 9.5 });
    flow.bullets(p.bullets, MARKS[resume.headingStyle]);
  }
};
