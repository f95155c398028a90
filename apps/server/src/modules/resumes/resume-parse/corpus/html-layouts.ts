import type { TCorpusEducation, TCorpusResume, TCorpusWork } from './corpus-types.ts';
import { formatRange, headingText } from './layout-kit.ts';
import type { TDrawn } from './layouts.ts';

/**
 * The same resumes as HTML, for Chromium to print: other fonts, CSS letter spacing and text transforms,
 * real table cells and grid columns, so the reader meets a second generator's text runs.
 */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Collects what one column prints (for the check that columns never mix) while building its HTML. */
class Column {
  readonly drawn: string[] = [];
  private readonly parts: string[] = [];
  constructor(readonly resume: TCorpusResume) {}

  add(html: string, ...texts: string[]) {
    this.parts.push(html);
    this.drawn.push(...texts);
    return this;
  }

  heading(section: string) {
    const text = headingText(
      this.resume,
      section === 'projects' && this.resume.lang === 'zh' ? '项目经历' : section,
    );
    return this.add(`<h2 class="h-${this.resume.headingStyle}">${esc(text)}</h2>`, text);
  }

  html() {
    return this.parts.join('\n');
  }
}

const row = (left: string, right: string) =>
  `<div class="row"><span class="strong">${esc(left)}</span><span class="date">${esc(right)}</span></div>`;

const workHead = (c: Column, w: TCorpusWork, dateFirst: boolean) => {
  const r = c.resume;
  const range = formatRange(r, w.start, w.end);
  const order = r.entryOrder ?? 'company-first';
  const [a, b] = order === 'title-first' ? [w.title, w.company] : [w.company, w.title];
  if (dateFirst)
    return c.add(
      `<div class="cells"><span>${esc(range)}</span><b>${esc(a)}</b><span>${esc(b)}</span></div>`,
      range,
      a,
      b,
    );
  if (order === 'title-at-company')
    return c.add(row(`${w.title} at ${w.company}`, range), `${w.title} at ${w.company}`, range);
  if (r.layout === 'stacked')
    return c.add(
      `<p class="strong">${esc(`${a} | ${b}`)}</p><p class="date">${esc(range)}</p>`,
      `${a} | ${b}`,
      range,
    );
  return c.add(`${row(a, range)}<p>${esc(b)}</p>`, a, range, b);
};

const writeWork = (c: Column, works: TCorpusWork[], dateFirst: boolean, section = 'work') => {
  c.heading(section);
  for (const w of works) {
    workHead(c, w, dateFirst);
    c.add(`<ul>${w.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`, ...w.bullets);
  }
};

const degreeLine = (e: TCorpusEducation, lang: string) =>
  lang === 'zh'
    ? `${e.major} · ${e.degree}`
    : e.degree.includes(e.major)
      ? e.degree
      : `${e.degree} in ${e.major}`;

const writeEducation = (c: Column, dateFirst: boolean, stacked = false) => {
  const r = c.resume;
  c.heading('education');
  for (const e of r.education) {
    const range = formatRange(r, e.start, e.end);
    const degree = degreeLine(e, r.lang);
    if (dateFirst)
      c.add(
        `<div class="cells"><span>${esc(range)}</span><b>${esc(e.school)}</b><span>${esc(e.major)}</span><span>${esc(e.degree)}</span></div>`,
        range,
        e.school,
        e.major,
        e.degree,
      );
    else if (stacked)
      c.add(
        `<p class="strong">${esc(e.school)}</p><p>${esc(degree)}</p><p class="date">${esc(range)}</p>`,
        e.school,
        degree,
        range,
      );
    else c.add(`${row(e.school, range)}<p>${esc(degree)}</p>`, e.school, range, degree);
  }
};

const writeSkills = (c: Column) => {
  c.heading('skills');
  c.add(`<ul>${c.resume.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`, ...c.resume.skills);
};

const writeSummary = (c: Column) => {
  if (!c.resume.summary) return;
  c.heading('summary').add(`<p>${esc(c.resume.summary)}</p>`, c.resume.summary);
};

/** The name, letter-spaced in some Chinese resumes (`王 小 明` as the PDF draws it). */
const nameHtml = (r: TCorpusResume, c: Column) =>
  c.add(
    `<h1 class="${(r.lang === 'zh' && r.font === 'serif') || r.headingStyle === 'spaced' ? 'spaced' : ''}">${esc(r.name)}</h1>`,
    r.name,
  );

const oneColumn = (r: TCorpusResume) => {
  const c = new Column(r);
  nameHtml(r, c);
  const contacts =
    r.lang === 'zh'
      ? [`手机：${r.phone}`, `邮箱：${r.email}`, ...r.personal.filter((p) => !p.startsWith('邮箱'))]
      : [r.phone, r.email, ...r.personal];
  c.add(`<p class="contact">${contacts.map(esc).join(' <span class="bar">|</span> ')}</p>`, ...contacts);
  writeSummary(c);
  const dateFirst = r.layout === 'zh-inline';
  if (r.sectionOrder === 'education-first') writeEducation(c, dateFirst, r.layout === 'stacked');
  writeWork(c, r.work, dateFirst);
  if (r.projects?.length) writeWork(c, r.projects, dateFirst, 'projects');
  if (r.sectionOrder !== 'education-first') writeEducation(c, dateFirst, r.layout === 'stacked');
  writeSkills(c);
  return `<main class="one">${c.html()}</main>`;
};

const sidebar = (r: TCorpusResume): { html: string; drawn: TDrawn } => {
  const side = r.layout === 'sidebar-right' ? 'right' : 'left';
  const bar = new Column(r);
  const main = new Column(r);
  nameHtml(r, r.lang === 'zh' ? bar : main);
  const label = (zh: string, en: string) => (r.lang === 'zh' ? `${zh}：` : `${en}: `);
  for (const p of r.lang === 'zh' ? r.personal : []) bar.add(`<p>${esc(p)}</p>`, p);
  bar.heading('contact');
  for (const line of [`${label('手机', 'Mobile')}${r.phone}`, `${label('邮箱', 'Email')}${r.email}`])
    bar.add(`<p class="small">${esc(line)}</p>`, line);
  for (const p of r.lang === 'en' ? r.personal : []) bar.add(`<p class="small">${esc(p)}</p>`, p);
  writeSkills(bar);
  writeSummary(main);
  writeWork(main, r.work, false);
  writeEducation(side === 'left' ? bar : main, false, side === 'left');
  const [left, right] = side === 'left' ? [bar, main] : [main, bar];
  const html = `<div class="grid ${side}"><aside class="${side === 'left' ? 'bar' : ''}">${left.html()}</aside><section class="${side === 'right' ? 'bar' : ''}">${right.html()}</section></div>`;
  return { html, drawn: { left: left.drawn, right: right.drawn } };
};

const cells = (tag: string, values: string[]) =>
  `<tr>${values.map((v) => `<${tag}>${esc(v)}</${tag}>`).join('')}</tr>`;

/** 个人简历 as tables: label cells beside value cells, and a table per section with a title row. */
const tables = (r: TCorpusResume) => {
  const zh = r.lang === 'zh';
  const pairs = zh
    ? [['姓名', r.name], ['手机', r.phone], ['邮箱', r.email], ...r.personal.map((p) => p.split('：'))]
    : [
        ['Name', r.name],
        ['Phone', r.phone],
        ['Email', r.email],
      ];
  const personal: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const [a = [], b = ['', '']] = [pairs[i], pairs[i + 1]];
    personal.push(
      `<tr><th>${esc(a[0] ?? '')}</th><td>${esc(a[1] ?? '')}</td><th>${esc(b[0] ?? '')}</th><td>${esc(b[1] ?? '')}</td></tr>`,
    );
  }
  const c = new Column(r);
  c.add(`<h1 class="center">${zh ? '个人简历' : 'Curriculum Vitae'}</h1>`);
  c.heading('personal').add(`<table>${personal.join('')}</table>`);
  c.heading('education');
  const eduTitle = zh ? ['学校名称', '起止时间', '专业', '学历'] : ['School', 'Period', 'Major', 'Degree'];
  const edu = r.education.map((e) =>
    cells('td', [e.school, formatRange(r, e.start, e.end), e.major, e.degree]),
  );
  c.add(`<table>${cells('th', eduTitle)}${edu.join('')}</table>`);
  c.heading('work');
  for (const w of r.work) {
    const rows = zh
      ? [
          ['公司名称', w.company],
          ['起止时间', formatRange(r, w.start, w.end)],
          ['职位', w.title],
          ['工作内容', w.bullets.join('')],
        ]
      : [
          ['Company', w.company],
          ['Period', formatRange(r, w.start, w.end)],
          ['Position', w.title],
          ['Duties', w.bullets.join(' ')],
        ];
    c.add(
      `<table class="entry">${rows.map(([k, v]) => `<tr><th>${esc(k!)}</th><td>${esc(v!)}</td></tr>`).join('')}</table>`,
    );
  }
  writeSkills(c);
  return `<main class="one">${c.html()}</main>`;
};

const STYLE = (r: TCorpusResume) => {
  const font =
    r.lang === 'zh'
      ? `'Noto ${r.font === 'serif' ? 'Serif' : 'Sans'} CJK SC'`
      : r.font === 'serif'
        ? "'Liberation Serif'"
        : "'DejaVu Sans'";
  return `
  @page { size: A4; margin: 0 }
  body { margin: 0; font-family: ${font}; font-size: 9.5pt; color: #222 }
  main.one { padding: 40pt 46pt }
  h1 { font-size: 22pt; margin: 0 0 6pt } h1.center { text-align: center } h1.spaced { letter-spacing: 0.6em }
  h2 { font-size: 11.5pt; color: #1f4e79; margin: 12pt 0 5pt }
  .h-caps, .h-spaced { text-transform: uppercase } .h-spaced { letter-spacing: 0.35em }
  .h-caps, .h-underlined { border-bottom: 0.8pt solid #1f4e79 }
  .h-boxed { background: #1f4e79; color: #fff; padding: 2pt 5pt }
  p { margin: 1.5pt 0 } ul { margin: 2pt 0 6pt; padding-left: 14pt }
  .row { display: flex; justify-content: space-between; margin-top: 5pt }
  .strong, b { font-weight: bold } .date { color: #555 } .small { font-size: 8.5pt } .bar { color: #999 }
  .cells { display: flex; gap: 22pt; margin-top: 5pt }
  .grid { display: grid; min-height: 297mm } .grid.left { grid-template-columns: 170pt 1fr } .grid.right { grid-template-columns: 1fr 170pt }
  .grid > * { padding: 40pt 20pt } .bar { background: #eef2f6 }
  table { border-collapse: collapse; width: 100%; margin: 2pt 0 8pt } td, th { border: 0.6pt solid #888; padding: 3pt 5pt; text-align: left }
  th { background: #f0f0f0; white-space: nowrap } table.entry th { width: 70pt }`;
};

/** The resume as one HTML page, and what each column prints when it has two. */
export const resumeHtml = (r: TCorpusResume): { html: string; drawn?: TDrawn } => {
  const two = r.layout.includes('sidebar') ? sidebar(r) : undefined;
  const body = two ? two.html : r.layout.includes('table') ? tables(r) : oneColumn(r);
  const html = `<!doctype html><html lang="${r.lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><style>${STYLE(r)}</style></head><body>${body}</body></html>`;
  return { html, drawn: two?.drawn };
};
