/** One value the reader found, how sure it is, and the text it came from. */
export interface TFound<T = string> {
  value: T;
  confidence: number;
  source: string;
}

export type TFoundEntry = Record<string, TFound>;

/** What the reader found, before select fields are mapped onto the customer's reference lists. */
export interface TReadResume {
  basic: TFoundEntry;
  other: TFoundEntry;
  workHistory: TFoundEntry[];
  education: TFoundEntry[];
  skills: TFoundEntry[];
  columns: number;
}

export const found = (value: string, confidence: number, source: string): TFound => ({
  value,
  confidence,
  source: source.trim().slice(0, 300),
});
