import type PDFDocument from 'pdfkit';
import type { TCorpusResume } from './corpus-types.ts';
import { Flow, formatRange, headingText } from './layout-kit.ts';
import { writeEducation, writeProjects, writeSkills, writeSummary, writeWork } from './sections.ts';

type TDoc = InstanceType<typeof PDFDocument>;
/** What each column holds (for the check that columns are never mixed). */
export type TDrawn = { left: string[]; right: string[] };

const W = 595;
const M = 50;

const contactLine = (r: TCorpusResume) => [r.phone, r.email, ...r.personal].join('  |  ');

/** One column: name, contacts, then the sections in the resume's order. */
const oneColumn = (doc: TDoc, r: TCorpusResume, dateFirst: boolean) => {
  const centred = r.layout === 'classic';
  doc
    .font('bold')
    .fontSize(22)
    .fillColor('#111')
    .text(r.name, M, M, { width: W - 2 * M, align: centred ? 'center' : 'left' });
  const flow = new Flow(doc, M, W - 2 * M, M + 32);
  if (r.layout === 'stacked') {
    for (const line of [r.phone, r.email, ...r.personal]) flow.text(line, { size: 9.5 });
  } else if (r.lang === 'zh') {
    flow.text(`电话：${r.phone}    邮箱：${r.email}`, { size: 10 });
    for (const line of r.personal.filter((p) => !p.startsWith('邮箱'))) flow.text(line, { size: 10 });
  } else {
    doc
      .font('body')
      .fontSize(9.5)
      .text(contactLine(r), M, flow.y, { width: W - 2 * M, align: centred ? 'center' : 'left' });
    flow.y = doc.y + 6;
  }
  writeSummary(flow, r);
  const mode = dateFirst ? 'date-first' : r.layout === 'stacked' ? 'stacked' : 'right';
  if (r.sectionOrder === 'education-first') {
    writeEducation(flow, r, mode);
    writeWork(flow, r, dateFirst);
  } else {
    writeWork(flow, r, dateFirst);
    writeProjects(flow, r);
    if (r.layout !== 'education-table') writeEducation(flow, r, mode);
  }
  return flow;
};

/** Draws a bordered table row by row; the first row is the title row. */
export const drawTable = (doc: TDoc, flow: Flow, rows: string[][], widths: number[]) => {
  for (const [i, row] of rows.entries()) {
    let x = flow.x;
    const height = 20;
    row.forEach((cell, c) => {
      doc.rect(x, flow.y, widths[c]!, height).lineWidth(0.5).stroke('#888');
      doc
        .font(i === 0 ? 'bold' : 'body')
        .fontSize(9.5)
        .fillColor('#222')
        .text(cell, x + 5, flow.y + 6, { width: widths[c]! - 10, lineBreak: false });
      flow.drawn.push(cell);
      x += widths[c]!;
    });
    flow.y += height;
  }
  flow.gap(6);
};

export const classic = (doc: TDoc, r: TCorpusResume) => {
  const flow = oneColumn(doc, r, false);
  if (r.layout === 'education-table') {
    flow.heading(headingText(r, 'education'), r.headingStyle);
    const rows = r.education.map((e) => [formatRange(r, e.start, e.end), e.school, e.degree, e.major]);
    drawTable(doc, flow, [['Period', 'School', 'Degree', 'Major'], ...rows], [105, 150, 120, 120]);
  }
  writeSkills(flow, r);
};

export const zhInline = (doc: TDoc, r: TCorpusResume) => {
  const flow = oneColumn(doc, r, true);
  writeSkills(flow, r);
};

/** A shaded sidebar beside the main column; `side` says where the sidebar is. */
export const sidebar = (doc: TDoc, r: TCorpusResume, side: 'left' | 'right'): TDrawn => {
  const sideWidth = 170;
  const sideX = side === 'left' ? 0 : W - sideWidth;
  doc.rect(sideX, 0, sideWidth, doc.page.height).fill('#eef2f6');
  const bar = new Flow(doc, sideX + 18, sideWidth - 36, 60);
  const main = new Flow(
    doc,
    side === 'left' ? sideWidth + 24 : M - 10,
    W - sideWidth - 24 - (side === 'left' ? 40 : 30),
    60,
  );
  const nameFlow = r.lang === 'zh' ? bar : main;
  nameFlow.text(r.name, { size: 24, bold: true, color: '#111' });
  if (r.lang === 'zh') for (const line of r.personal) bar.text(line, { size: 9.5 });
  bar.heading(headingText(r, 'contact'), r.headingStyle, 11);
  const label = (zh: string, en: string) => (r.lang === 'zh' ? `${zh}：` : `${en}: `);
  bar.text(`${label('电话', 'Phone')}${r.phone}`, { size: 9 });
  bar.text(`${label('邮箱', 'Email')}${r.email}`, { size: 9 });
  if (r.lang === 'en') for (const line of r.personal) bar.text(line, { size: 9 });
  writeSkills(bar, r);
  writeSummary(main, r);
  writeWork(main, r);
  if (r.layout === 'sidebar-left') writeEducation(bar, r, 'stacked');
  else writeEducation(main, r);
  return side === 'left' ? { left: bar.drawn, right: main.drawn } : { left: main.drawn, right: bar.drawn };
};

/** 个人简历 with tables: personal details, education and work, each a bordered table. */
export const zhTable = (doc: TDoc, r: TCorpusResume) => {
  doc
    .font('bold')
    .fontSize(20)
    .fillColor('#111')
    .text('个人简历', M, M, { width: W - 2 * M, align: 'center' });
  const flow = new Flow(doc, M, W - 2 * M, M + 40);
  flow.heading(headingText(r, 'personal'), r.headingStyle);
  const pairs = [
    ['姓名', r.name],
    ['电话', r.phone],
    ['邮箱', r.email],
    ...r.personal.map((p) => p.split('：')),
  ];
  const rows: string[][] = [];
  for (let i = 0; i < pairs.length; i += 2)
    rows.push([...pairs[i]!, ...(pairs[i + 1] ?? ['', ''])] as string[]);
  drawTable(doc, flow, [['项目', '内容', '项目', '内容'], ...rows], [70, 177, 70, 178]);
  flow.heading(headingText(r, 'education'), r.headingStyle);
  const edu = r.education.map((e) => [formatRange(r, e.start, e.end), e.school, e.major, e.degree]);
  drawTable(doc, flow, [['时间', '学校', '专业', '学历'], ...edu], [150, 140, 135, 70]);
  flow.heading(headingText(r, 'work'), r.headingStyle);
  const work = r.work.map((w) => [formatRange(r, w.start, w.end), w.company, w.title]);
  drawTable(doc, flow, [['时间', '公司', '职位'], ...work], [150, 215, 130]);
  for (const w of r.work) flow.text(`${w.company}：${w.bullets.join('')}`, { size: 9.5 });
  writeSkills(flow, r);
};
