import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import {
  compareTyping,
  liveTypingSpeed,
  normalizePassage,
  type TTypingLanguage,
  type TTypingLog,
} from '@tmp/contracts';
import { createTypingRecorder } from '../model/typing-recorder.ts';

interface TProps {
  typing: { language: TTypingLanguage; passage: string; durationSeconds: number };
  value: TTypingLog | null;
  onChange: (log: TTypingLog) => void;
  disabled?: boolean;
}

/**
 * The keystroke log and the box's text: each accepted change is reported, and the test ends when the
 * passage is typed, the time is used up, or the candidate says so.
 */
const useTypingLog = ({ typing, value, onChange, disabled }: TProps) => {
  const limitMs = typing.durationSeconds * 1000;
  const passage = useMemo(() => normalizePassage(typing.passage, typing.language), [typing]);
  const [recorder] = useState(() => createTypingRecorder({ initial: value, limitMs }));
  const [display, setDisplay] = useState(recorder.text());
  const running = recorder.isStarted() && !recorder.isFinished() && !disabled;
  const [, setTick] = useState(0);
  // Re-renders every half second while the candidate types, for the live speed.
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), 500);
    return () => window.clearInterval(timer);
  }, [running]);

  const emit = () => onChange(recorder.log());
  const finish = () => {
    recorder.finish();
    setDisplay(recorder.text());
    emit();
  };
  const elapsed = recorder.elapsedMs();
  useEffect(() => {
    if (running && elapsed >= limitMs) finish();
  });

  /** Applies a change of the box to the log; a change the log keeps is reported, and may end the test. */
  const accept = (change: () => string) => {
    const before = recorder.text();
    const kept = change();
    setDisplay(kept);
    if (kept !== before) {
      if (Array.from(kept).length >= Array.from(passage).length) recorder.finish();
      emit();
    }
  };
  const finished = recorder.isFinished() || disabled;
  return { recorder, passage, display, setDisplay, elapsed, finish, accept, finished };
};

type TLog = ReturnType<typeof useTypingLog>;

/** The passage, each character marked as typed right, typed wrong or still to type. */
const Passage = ({ log, language }: { log: TLog; language: TTypingLanguage }) => {
  const { passage, display } = log;
  const states = useMemo(() => compareTyping(passage, display, language), [passage, display, language]);
  return (
    <p className={`typing-passage typing-passage--${language}`} aria-hidden="true">
      {Array.from(passage).map((c, i) => (
        <span key={i} className={`typing-char typing-char--${states[i] ?? 'pending'}`}>
          {c}
        </span>
      ))}
    </p>
  );
};

/**
 * The box typed into: input-method text counts once committed, pasting and dropping are refused, and the
 * caret stays at the end, as the log knows typing and removing from the end only.
 */
const TypingBox = ({ log, onRefused }: { log: TLog; onRefused: () => void }) => {
  const { t } = useTranslation('assessments');
  const { recorder, display, setDisplay, accept } = log;
  const box = useRef<HTMLTextAreaElement>(null);
  const refuse = (e: { preventDefault: () => void }) => {
    e.preventDefault();
    onRefused();
  };
  const keepCaretAtEnd = () => {
    const el = box.current;
    if (el && !recorder.isComposing() && el.selectionStart !== el.value.length) {
      el.setSelectionRange(el.value.length, el.value.length);
    }
  };
  return (
    <textarea
      ref={box}
      className="typing-test__box"
      value={display}
      rows={5}
      disabled={log.finished}
      spellCheck={false}
      autoCorrect="off"
      autoCapitalize="off"
      autoComplete="off"
      aria-label={t('typing.box')}
      placeholder={recorder.isStarted() ? undefined : t('typing.placeholder')}
      onChange={(e) => {
        if (recorder.isComposing() || (e.nativeEvent as InputEvent).isComposing)
          return setDisplay(e.target.value);
        accept(() => recorder.change(e.target.value));
      }}
      onCompositionStart={() => recorder.compositionStart()}
      onCompositionEnd={(e) => accept(() => recorder.compositionEnd(e.currentTarget.value))}
      onPaste={refuse}
      onDrop={refuse}
      onCut={(e) => e.preventDefault()}
      onSelect={keepCaretAtEnd}
      onClick={keepCaretAtEnd}
    />
  );
};

/**
 * The typing test: the passage highlighted as the candidate types, the keystroke log kept in the server's
 * format (committed input-method text only, paste refused), an indicative speed while typing. It shows no
 * clock of its own: the exam's countdown (the server's attempt clock) is the only one on the page.
 */
export const TypingTest = (props: TProps) => {
  const { t } = useTranslation('assessments');
  const log = useTypingLog(props);
  const { recorder, passage, display, finished } = log;
  const { language } = props.typing;
  const [notice, setNotice] = useState<string | null>(null);
  const speed = liveTypingSpeed(passage, recorder.text(), language, log.elapsed);
  const length = Array.from(passage).length;
  return (
    <div className="typing-test">
      <div className="typing-test__stats" aria-live="off">
        <span>
          {t('typing.liveSpeed')} <strong>{speed}</strong>{' '}
          {language === 'zh' ? t('typing.cpm') : t('typing.wpm')}
        </span>
        <span>
          {t('typing.progress')}{' '}
          <strong>
            {Math.min(Array.from(display).length, length)}/{length}
          </strong>
        </span>
      </div>
      <Passage log={log} language={language} />
      <TypingBox log={log} onRefused={() => setNotice(t('typing.noPaste'))} />
      <div className="typing-test__foot">
        <span className="typing-test__hint" role="status">
          {notice ?? (finished ? t('typing.finished') : t('typing.hint'))}
        </span>
        {!finished && recorder.isStarted() && (
          <button type="button" className="typing-test__done" onClick={log.finish}>
            {t('typing.done')}
          </button>
        )}
      </div>
    </div>
  );
};
