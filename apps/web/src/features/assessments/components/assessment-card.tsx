import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { AssessmentStatus, type TAssessmentItem } from '@tmp/contracts';
import { useAssessmentFormat } from '../hooks/use-assessment-format.ts';
import { ResultTag, StatusTag } from './status-tag.tsx';

interface TProps {
  item: TAssessmentItem;
  actions: ReactNode;
  pin?: ReactNode;
}

/** Label and value pairs as a description list, each pair in a `<div>` (of `itemClass`). */
export const Facts = (props: {
  className: string;
  itemClass?: string;
  facts: Array<[string, ReactNode]>;
}) => (
  <dl className={props.className}>
    {props.facts.map(([label, value]) => (
      <div key={label} className={props.itemClass}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);

/** One assignment in the assessment center: name, status, dates, result when submitted, actions. */
export const AssessmentCard = ({ item, actions, pin }: TProps) => {
  const { t } = useTranslation('assessments');
  const format = useAssessmentFormat();
  const submitted = item.status === AssessmentStatus.Submitted;
  const facts: Array<[string, string]> = [
    [t('card.deadline'), format.dateTime(item.deadline)],
    [t('card.duration'), item.duration],
    [t('card.questions'), String(item.questionCount)],
  ];
  if (submitted) facts.push([t('card.submittedAt'), format.dateTime(item.submittedAt)]);
  else if (item.startedAt) facts.push([t('card.endsAt'), format.dateTime(item.endsAt)]);
  return (
    <article className="assess-card" data-assessment-id={item.id}>
      <div className="assess-card__main">
        <div className="assess-card__head">
          <h3 className="assess-card__title">{item.questionnairename}</h3>
          <StatusTag status={item.status} name={item.statusName} />
          {item.hasTypingTest && <span className="assess-tag assess-tag--neutral">{t('card.typing')}</span>}
        </div>
        {item.description && <p className="assess-card__desc">{item.description}</p>}
        <Facts className="assess-card__facts" facts={facts} />
        {submitted && item.result && (
          <div className="assess-card__result">
            <span>{t('card.result')}</span>
            <ResultTag result={item.result} name={item.resultName ?? ''} />
            <span className="assess-card__score">{format.score(item.score, item.maxScore)}</span>
          </div>
        )}
        {pin}
      </div>
      <div className="assess-card__actions">{actions}</div>
    </article>
  );
};
