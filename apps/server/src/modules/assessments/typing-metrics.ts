import {
  countCorrectChars,
  countTypedWords,
  createTypingJudge,
  normalizePassage,
  typingSpeed,
  TYPING_MAX_IME_COMMIT,
  TYPING_MAX_PLAUSIBLE_SPEED,
  TYPING_MAX_UNSEEN_SHARE,
  type TTypingEvent,
  type TTypingLanguage,
  type TTypingJudge,
  type TTypingLog,
} from '@tmp/contracts';
import { autosaveCoverage, type TAutosaveCoverage, type TTypingReceipt } from './typing-receipts.ts';

/** Why a typing log looks implausible; HR sees these beside the result (decisions §5). */
export type TTypingFlag =
  | 'tooFast'
  | 'outOfOrder'
  | 'outsideWindow'
  | 'textMismatch'
  | 'pasted'
  | 'imeInEnglish'
  | 'longCommit'
  | 'notAutosaved';

export interface TTypingMetrics {
  language: TTypingLanguage;
  unit: 'wpm' | 'cpm';
  speed: number;
  rawSpeed: number;
  accuracy: number;
  errors: number;
  totalWords: number;
  backspaces: number;
  elapsedSeconds: number;
  /** Share of the passage typed correctly (0-1): an unfinished passage cannot score full marks. */
  completion: number;
  flags: TTypingFlag[];
  /** How much of the log the server saw while it was typed (kept for HR; absent without receipts). */
  autosave?: TAutosaveCoverage;
}

interface TReplay {
  /** The characters left in the box, in order. */
  typed: string[];
  keystrokes: number;
  correct: number;
  backspaces: number;
  pasted: boolean;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

const replay = (events: readonly TTypingEvent[], judge: TTypingJudge): TReplay => {
  const state: TReplay = { typed: [], keystrokes: 0, correct: 0, backspaces: 0, pasted: false };
  for (const event of events) {
    if (event.type === 'backspace') {
      state.backspaces += 1;
      if (state.typed.length > 0) judge.back();
      state.typed.pop();
      continue;
    }
    const chars = Array.from(event.text ?? '');
    if (event.type === 'input' && chars.length > 1) state.pasted = true;
    for (const c of chars) {
      state.keystrokes += 1;
      if (judge.type(c)) state.correct += 1;
      state.typed.push(c);
    }
  }
  return state;
};

const hasOutOfOrder = (events: readonly TTypingEvent[]): boolean =>
  events.some((e, i) => i > 0 && e.at < events[i - 1]!.at);

const isOutsideWindow = (events: readonly TTypingEvent[], elapsedMs: number, maxElapsedMs: number) =>
  events.some((e) => e.at < 0) || elapsedMs > maxElapsedMs;

export interface TTypingLimits {
  /** The longest the log may plausibly span: the typing time limit or the time since the attempt began. */
  maxElapsedMs: number;
  /** The server's receipts of the answer's autosaves (typing-receipts.ts); none skips that check. */
  receipts?: readonly TTypingReceipt[];
}

const flagsOf = (
  language: TTypingLanguage,
  log: TTypingLog,
  run: TReplay,
  rawSpeed: number,
  elapsedMs: number,
  limits: TTypingLimits,
  autosave: TAutosaveCoverage | undefined,
) => {
  const flags: TTypingFlag[] = [];
  if (rawSpeed > TYPING_MAX_PLAUSIBLE_SPEED) flags.push('tooFast');
  if (hasOutOfOrder(log.events)) flags.push('outOfOrder');
  if (isOutsideWindow(log.events, elapsedMs, limits.maxElapsedMs)) flags.push('outsideWindow');
  if (run.typed.join('') !== log.text) flags.push('textMismatch');
  if (run.pasted) flags.push('pasted');
  const commits = log.events.filter((e) => e.type === 'commit');
  if (language === 'en' && commits.length > 0) flags.push('imeInEnglish');
  if (language === 'zh' && commits.some((e) => Array.from(e.text ?? '').length > TYPING_MAX_IME_COMMIT)) {
    flags.push('longCommit');
  }
  if (autosave && autosave.unseen > autosave.keys * TYPING_MAX_UNSEEN_SHARE) flags.push('notAutosaved');
  return flags;
};

/** The passage as judged (contracts typing-judge.ts, the exam page's rules too) and what counts in it. */
const languageRules = (passage: string, language: TTypingLanguage) => {
  const judged = normalizePassage(passage, language);
  return {
    judge: createTypingJudge(judged, language),
    passageChars: Array.from(judged).length,
    correctChars: (typed: string[]) => countCorrectChars(judged, typed.join(''), language),
  };
};

/**
 * Speed, accuracy, errors, words and backspaces of a keystroke log against its passage (decisions §5).
 * Elapsed time is the log's duration, or its last event if later; speeds are per minute of it.
 */
export const computeTypingMetrics = (
  passage: string,
  language: TTypingLanguage,
  log: TTypingLog,
  limits: TTypingLimits,
): TTypingMetrics => {
  const rules = languageRules(passage, language);
  const run = replay(log.events, rules.judge);
  const elapsedMs = log.events.reduce((max, e) => Math.max(max, e.at), log.durationMs);
  const perMinute = (chars: number) => round1(typingSpeed(chars, language, elapsedMs));
  const rawSpeed = perMinute(run.keystrokes);
  const correct = rules.correctChars(run.typed);
  const autosave = autosaveCoverage(log.events, limits.receipts ?? []);
  return {
    language,
    unit: language === 'zh' ? 'cpm' : 'wpm',
    speed: perMinute(correct),
    rawSpeed,
    accuracy: run.keystrokes > 0 ? round1((run.correct / run.keystrokes) * 100) : 0,
    errors: run.keystrokes - run.correct,
    totalWords: countTypedWords(run.typed.join(''), language),
    backspaces: run.backspaces,
    elapsedSeconds: round1(elapsedMs / 1000),
    completion: rules.passageChars > 0 ? Math.min(1, correct / rules.passageChars) : 0,
    flags: flagsOf(language, log, run, rawSpeed, elapsedMs, limits, autosave),
    ...(autosave && { autosave }),
  };
};
