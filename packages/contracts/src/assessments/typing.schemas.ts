import { z } from 'zod';

/** Languages of a typing passage (decisions §5): English is measured in WPM, Chinese in characters/min. */
export const TYPING_LANGUAGES = ['en', 'zh'] as const;
export type TTypingLanguage = (typeof TYPING_LANGUAGES)[number];

/** Above this speed (WPM, or characters per minute in Chinese) a log is flagged for HR (decisions §5). */
export const TYPING_MAX_PLAUSIBLE_SPEED = 350;
export const TYPING_MAX_EVENTS = 20_000;
/**
 * The longest text one input-method commit plausibly holds (a phrase or a short clause of Chinese); a
 * longer commit in a Chinese test is flagged for HR as pasted or scripted.
 */
export const TYPING_MAX_IME_COMMIT = 20;
export const TYPING_MAX_TEXT = 20_000;

/**
 * The exam page autosaves at most this long after a change, even while the candidate keeps typing (the
 * maxWait of its debounce), so the server receives a typing log's growth as it happens.
 */
export const ASSESSMENT_AUTOSAVE_MAX_WAIT_MS = 3000;
/**
 * A keystroke counts as seen by the server over time when an autosave holding it arrived within this long
 * of when the log says it was typed (the page's maxWait plus the network, a slow save and a retry).
 */
export const TYPING_AUTOSAVE_SLACK_MS = 10_000;
/**
 * Above this share of a log's keystrokes not seen by the server over time, the log is flagged
 * `notAutosaved` for HR and the typing question earns nothing: its text appeared at once, not as typed.
 */
export const TYPING_MAX_UNSEEN_SHARE = 0.2;

/**
 * One entry of the keystroke log the browser keeps while the candidate types.
 * - `input`: one key that produced one character (`text`); more than one character is flagged as pasted.
 * - `backspace`: one character removed from the end.
 * - `commit`: text committed by an input method, in Chinese tests only (an English test refuses a log with
 *   one); the composition itself is not logged.
 */
export const ZTypingEvent = z.object({
  /** Milliseconds since the candidate's first keystroke of this typing test. */
  at: z.number({ error: 'common.invalid' }).min(-1e9, 'common.invalid').max(1e9, 'common.invalid'),
  type: z.enum(['input', 'backspace', 'commit'], { error: 'common.invalid' }),
  text: z.string({ error: 'common.invalid' }).max(200, 'common.tooLong').optional(),
});
export type TTypingEvent = z.infer<typeof ZTypingEvent>;

/** The answer value of a typing question: what the server computes the result from. */
export const ZTypingLog = z.object({
  /** The text in the typing box at the end. */
  text: z.string({ error: 'common.invalid' }).max(TYPING_MAX_TEXT, 'common.tooLong'),
  /** Milliseconds from the first keystroke until the candidate finished or the typing time ran out. */
  durationMs: z.number({ error: 'common.invalid' }).min(0, 'common.invalid').max(1e9, 'common.invalid'),
  events: z.array(ZTypingEvent).max(TYPING_MAX_EVENTS, 'common.tooLong'),
});
export type TTypingLog = z.infer<typeof ZTypingLog>;

/** The result of a typing test as the candidate sees it. */
export const ZTypingResult = z.object({
  questionId: z.number().int(),
  language: z.enum(TYPING_LANGUAGES),
  /** 'wpm' for English, 'cpm' (characters per minute) for Chinese. */
  unit: z.enum(['wpm', 'cpm']),
  /** Net speed: correctly typed words (with their spaces) / 5 per minute; Chinese: correct characters. */
  speed: z.number(),
  /** Every typed character per minute, mistakes included. */
  rawSpeed: z.number(),
  /** Correct character keystrokes / all character keystrokes, in percent (one decimal). */
  accuracy: z.number(),
  errors: z.number().int(),
  totalWords: z.number().int(),
  backspaces: z.number().int(),
  elapsedSeconds: z.number(),
});
export type TTypingResult = z.infer<typeof ZTypingResult>;
