/** One resume of the test corpus: what is printed, and so what the reader should find. */
export interface TCorpusWork {
  company: string;
  title: string;
  start: string;
  /** null: to the present. */
  end: string | null;
  place?: string;
  bullets: string[];
}

export interface TCorpusEducation {
  school: string;
  major: string;
  /** As printed (`本科`, `B.S.`, `Master of Science`). */
  degree: string;
  start: string;
  end: string;
}

export interface TCorpusResume {
  id: string;
  lang: 'en' | 'zh';
  layout:
    | 'classic'
    | 'stacked'
    | 'sidebar-left'
    | 'sidebar-right'
    | 'zh-inline'
    | 'zh-table'
    | 'zh-sidebar'
    | 'education-table';
  name: string;
  /** As printed, and as the reader should answer it (11 digits for a mainland mobile). */
  phone: string;
  phoneExpected: string;
  email: string;
  /** Other personal lines (`性别：男`, `Nationality: Filipino`). */
  personal: string[];
  summary?: string;
  work: TCorpusWork[];
  education: TCorpusEducation[];
  skills: string[];
  /** Dated projects: never work history entries. */
  projects?: TCorpusWork[];
  dateStyle: 'dot' | 'dot-short' | 'slash' | 'zh' | 'mon' | 'month' | 'mm-yyyy' | 'iso';
  /** Between start and end: `-`, ` – `, ` to `, `至`… */
  dash: string;
  present: string;
  headingStyle: 'caps' | 'title' | 'spaced' | 'boxed' | 'bilingual' | 'underlined';
  font: 'sans' | 'serif';
  /** Work entry heading order. */
  entryOrder?: 'company-first' | 'title-first' | 'title-at-company';
  sectionOrder?: 'work-first' | 'education-first';
  /** Written after the reader was tuned, to measure it on resumes it was not shaped on. */
  heldOut?: boolean;
}
