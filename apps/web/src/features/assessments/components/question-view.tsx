import { Fragment, useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ESSAY_MAX_LENGTH, FILL_IN_MAX_LENGTH, type TAnswerValue, type TQuestionView } from '@tmp/contracts';
import { fillInValues, isTypingLog, splitBlanks } from '../model/answers.ts';
import { TypingTest } from './typing-test.tsx';

interface TProps {
  question: TQuestionView;
  value: TAnswerValue | undefined;
  onChange: (value: TAnswerValue) => void;
  disabled?: boolean;
}

type TChoice = { key: string; text: string; value: string | boolean };

const ChoiceList = ({ question, value, onChange, disabled }: TProps) => {
  const { t } = useTranslation('assessments');
  const name = useId();
  const multiple = question.kind === 'multiple';
  const choices: TChoice[] =
    question.kind === 'trueFalse'
      ? [
          { key: 'T', text: t('exam.true'), value: true },
          { key: 'F', text: t('exam.false'), value: false },
        ]
      : question.options.map((o) => ({ key: o.key, text: o.text, value: o.key }));
  const selected = (choice: TChoice) =>
    multiple ? Array.isArray(value) && value.includes(choice.key) : value === choice.value;
  const toggle = (choice: TChoice) => {
    if (!multiple) return onChange(choice.value);
    const current = Array.isArray(value) ? value : [];
    const next = current.includes(choice.key)
      ? current.filter((k) => k !== choice.key)
      : [...current, choice.key].sort();
    onChange(next.length > 0 ? next : null);
  };
  return (
    <div className="exam-options" role={multiple ? 'group' : 'radiogroup'} aria-label={question.title}>
      {choices.map((choice) => (
        <label key={choice.key} className={`exam-option${selected(choice) ? ' is-selected' : ''}`}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            checked={selected(choice)}
            disabled={disabled}
            onChange={() => toggle(choice)}
          />
          {question.kind !== 'trueFalse' && <span className="exam-option__key">{choice.key}</span>}
          <span className="exam-option__text">{choice.text}</span>
        </label>
      ))}
    </div>
  );
};

const FillIn = ({ question, value, onChange, disabled }: TProps) => {
  const { t } = useTranslation('assessments');
  const values = fillInValues(value, question.blanks);
  const parts = splitBlanks(question.title, question.blanks);
  const blank = (index: number) => (
    <input
      key={index}
      className="exam-blank"
      value={values[index]}
      maxLength={FILL_IN_MAX_LENGTH}
      disabled={disabled}
      aria-label={t('exam.blank', { no: index + 1 })}
      onChange={(e) => {
        const next = values.map((v, i) => (i === index ? e.target.value : v));
        onChange(next.some((v) => v.trim()) ? next : null);
      }}
    />
  );
  if (parts) {
    return (
      <p className="exam-fill">
        {parts.map((part, i) => (
          <Fragment key={i}>
            {part}
            {i < parts.length - 1 && blank(i)}
          </Fragment>
        ))}
      </p>
    );
  }
  return <div className="exam-fill exam-fill--list">{values.map((_, i) => blank(i))}</div>;
};

const Essay = ({ question, value, onChange, disabled }: TProps) => {
  const { t } = useTranslation('assessments');
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="exam-essay">
      <textarea
        className="exam-essay__box"
        value={text}
        rows={8}
        maxLength={ESSAY_MAX_LENGTH}
        disabled={disabled}
        aria-label={question.title}
        placeholder={t('exam.essayPlaceholder')}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      />
      <span className="exam-essay__count">{t('exam.characters', { count: Array.from(text).length })}</span>
    </div>
  );
};

/** One question of any kind with its answer control. */
export const QuestionView = (props: TProps) => {
  const { t } = useTranslation('assessments');
  const { question } = props;
  const inlineFill = question.kind === 'fillIn' && splitBlanks(question.title, question.blanks) !== null;
  return (
    <article className="exam-question" aria-labelledby={`question-${question.id}`}>
      <header className="exam-question__head">
        <span className="exam-question__no">{t('exam.questionNo', { no: question.no })}</span>
        <span className="exam-question__kind">{t(`kind.${question.kind}`)}</span>
        <span className="exam-question__points">{t('exam.points', { count: question.points })}</span>
      </header>
      <h2 id={`question-${question.id}`} className={inlineFill ? 'visually-hidden' : 'exam-question__title'}>
        {question.title}
      </h2>
      {(question.kind === 'single' || question.kind === 'multiple' || question.kind === 'trueFalse') && (
        <ChoiceList {...props} />
      )}
      {question.kind === 'fillIn' && <FillIn {...props} />}
      {question.kind === 'essay' && <Essay {...props} />}
      {question.kind === 'typing' && question.typing && (
        <TypingTest
          {...props}
          typing={question.typing}
          value={isTypingLog(props.value) ? props.value : null}
        />
      )}
    </article>
  );
};
