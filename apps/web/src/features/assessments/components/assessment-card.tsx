import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import KeyOutlined from '@ant-design/icons-svg/es/asn/KeyOutlined';
import { AssessmentStatus } from '@tmp/contracts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { notify } from '../../../lib/notify.ts';
import { useAssessmentFormat } from '../hooks/use-assessment-format.ts';
import { usePin, type TCardListView } from '../hooks/use-evaluation-center.ts';

/** Status colours of spec §4: to do and in progress success, expired, cancelled and absent warning. */
const toneOf = (status: number): string => {
  if (status === AssessmentStatus.ToDo || status === AssessmentStatus.InProgress) return 'success';
  if (status === AssessmentStatus.Submitted) return 'info';
  return 'warning';
};

const resultTone: Record<string, string> = {
  passed: 'success',
  failed: 'danger',
  completed: 'info',
  pendingReview: 'neutral',
};

export const ResultTag = ({ result, name }: { result: string; name: string }) => (
  <span className={`assess-tag assess-tag--${resultTone[result] ?? 'info'}`}>{name}</span>
);

type TCard = Extract<TCardListView, { state: 'ready' }>['cards'][number];

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

const COPIED_MS = 2000;

const PinButton = ({ id }: { id: number }) => {
  const { Button } = useKit();
  const pin = usePin(id);
  const copy = async () => {
    const copied = await pin.copy();
    if (copied?.ok) notify.success(copied.title, COPIED_MS);
    else if (copied) notify.error(copied.title);
  };
  return (
    <div className="assess-pin">
      <Icon svg={KeyOutlined} aria-hidden="true" />
      <span className="assess-pin__label">{pin.label}</span>
      {pin.pin ? (
        <code className="assess-pin__value">{pin.pin}</code>
      ) : (
        <button type="button" className="assess-pin__show" onClick={pin.reveal} disabled={pin.loading}>
          {pin.showLabel}
        </button>
      )}
      <Button onClick={() => void copy()}>
        <Icon svg={CopyOutlined} /> {pin.copyLabel}
      </Button>
    </div>
  );
};

/** One assignment in the assessment center: name, status, facts, result when submitted, PIN, main button. */
export const AssessmentCard = ({ card: { item, facts, hasPin, action } }: { card: TCard }) => {
  const { t } = useTranslation('assessments');
  const { Button } = useKit();
  const format = useAssessmentFormat();
  return (
    <article className="assess-card" data-assessment-id={item.id}>
      <div className="assess-card__main">
        <div className="assess-card__head">
          <h3 className="assess-card__title">{item.questionnairename}</h3>
          <span className={`assess-tag assess-tag--${toneOf(item.status)}`} data-status={item.status}>
            {item.statusName}
          </span>
          {item.hasTypingTest && <span className="assess-tag assess-tag--neutral">{t('card.typing')}</span>}
        </div>
        {item.description && <p className="assess-card__desc">{item.description}</p>}
        <Facts className="assess-card__facts" facts={facts} />
        {item.status === AssessmentStatus.Submitted && item.result && (
          <div className="assess-card__result">
            <span>{t('card.result')}</span>
            <ResultTag result={item.result} name={item.resultName ?? ''} />
            <span className="assess-card__score">{format.score(item.score, item.maxScore)}</span>
          </div>
        )}
        {hasPin && <PinButton id={item.id} />}
      </div>
      <div className="assess-card__actions">
        {action && (
          <Button kind={action.primary ? 'primary' : 'default'} size="large" block onClick={action.go}>
            {action.label}
          </Button>
        )}
      </div>
    </article>
  );
};
