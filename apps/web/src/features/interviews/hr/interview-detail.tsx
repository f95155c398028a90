import { useState, type ComponentType } from 'react';
import type { THrInterview } from '@tmp/contracts';
import { useKit, type TTagProps, type TTextAreaProps } from '../../../lib/kit/kit.ts';
import { FormField, SchemaForm } from '../../../lib/form/form.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useInterviewDetail, useInterviewResult } from './use-interview-detail.ts';
import type { TInterviewWeek } from './use-interview-week.ts';

const STATUS_TONES: Record<number, TTagProps['tone']> = { 1: 'orange', 2: 'blue', 3: 'default', 4: 'green' };

/** The opened interview, in the side panel: its facts, the times offered, cancelling it and its result. */
export const InterviewDetail = ({ interview, week }: { interview: THrInterview; week: TInterviewWeek }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const confirm = kit.useConfirm();
  const detail = useInterviewDetail(interview, week);
  const facts = useFacts(interview, detail);
  const askCancel = async () => {
    const content = <CancelReason TextArea={kit.TextArea} onChange={detail.setReason} />;
    if (await confirm({ ...detail.cancelConfirm, content })) await detail.cancel();
  };
  return (
    <div className="hr-interview-drawer">
      <div className="hr-interview-drawer__status">
        <kit.Tag tone={STATUS_TONES[interview.status]}>{interview.statusName}</kit.Tag>
        <span className="hr-table__secondary">{t('interviews.round', { round: interview.round })}</span>
      </div>
      <div className="hr-interview-drawer__facts">
        <kit.Details items={facts} />
      </div>
      {detail.slots.length > 0 && (
        <section>
          <h3 className="hr-interview-drawer__heading">{t('interviews.offered')}</h3>
          <ul className="hr-interview-drawer__slots">
            {detail.slots.map((s) => (
              <li key={s.id}>
                {s.time}{' '}
                <kit.Tag tone={s.isTaken ? 'blue' : 'default'}>
                  {s.isTaken ? t('interviews.taken') : t('interviews.free')}
                </kit.Tag>
              </li>
            ))}
          </ul>
        </section>
      )}
      {detail.canCancel && (
        <kit.Button kind="danger" outline loading={detail.cancelling} onClick={() => void askCancel()}>
          {t('interviews.cancel')}
        </kit.Button>
      )}
      <ResultForm key={interview.id} interview={interview} now={week.now} />
    </div>
  );
};

/** The facts of the interview, a label and a value each. */
const useFacts = (interview: THrInterview, detail: ReturnType<typeof useInterviewDetail>) => {
  const { t } = useTranslation('hr');
  return [
    { key: 'candidate', label: t('interviews.candidate'), children: interview.candidateName },
    { key: 'position', label: t('interviews.position'), children: interview.positionName },
    {
      key: 'when',
      label: t('interviews.time'),
      children: (
        <span>
          {detail.when}
          {detail.planned && <span className="hr-table__secondary hr-block">{detail.planned}</span>}
        </span>
      ),
    },
    {
      key: 'duration',
      label: t('interviews.duration'),
      children: t('interviews.minutes', { count: interview.durationMinutes }),
    },
    { key: 'people', label: t('interviews.interviewers'), children: detail.people },
    ...(interview.location
      ? [{ key: 'place', label: t('interviews.place'), children: interview.location }]
      : []),
    ...(interview.onlineUrl
      ? [
          {
            key: 'link',
            label: t('interviews.link'),
            children: (
              <a href={interview.onlineUrl} target="_blank" rel="noopener noreferrer">
                {interview.onlineUrl}
              </a>
            ),
          },
        ]
      : []),
  ];
};

/**
 * The optional reason, inside the confirm dialog: the kit's TextArea is handed in, as a phone draws that
 * dialog outside the page's tree.
 */
const CancelReason = (props: {
  TextArea: ComponentType<TTextAreaProps>;
  onChange: (text: string) => void;
}) => {
  const { t } = useTranslation('hr');
  const [text, setText] = useState('');
  return (
    <props.TextArea
      id="interview-cancel-reason"
      rows={3}
      maxLength={300}
      value={text}
      placeholder={t('interviews.cancelReason')}
      aria-label={t('interviews.cancelReason')}
      onChange={(value) => {
        setText(value);
        props.onChange(value);
      }}
    />
  );
};

const ResultForm = ({ interview, now }: { interview: THrInterview; now: number }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const result = useInterviewResult(interview, now);
  if (result.state === 'none') return null;
  if (result.state === 'recorded') {
    const passed = interview.result === 'pass';
    return (
      <kit.Notice tone={passed ? 'success' : 'warning'} className="hr-interview-drawer__result">
        <strong className="hr-block">{passed ? t('interviews.passed') : t('interviews.failed')}</strong>
        {interview.feedback && <span className="hr-block">{interview.feedback}</span>}
      </kit.Notice>
    );
  }
  if (result.state === 'later') return <p className="hr-applicant__hint">{t('interviews.resultLater')}</p>;
  return (
    <SchemaForm form={result.form} name="interviewResult" onSubmit={result.submit}>
      <h3 className="hr-interview-drawer__heading">{t('interviews.recordResult')}</h3>
      <FormField name="result" label={t('interviews.outcome')} group>
        {(control) => (
          <kit.Choice
            value={control.value as 'pass' | 'fail' | undefined}
            onChange={control.onChange}
            aria-label={t('interviews.outcome')}
            rows
            options={[
              { value: 'pass', label: t('interviews.pass') },
              { value: 'fail', label: t('interviews.fail') },
            ]}
          />
        )}
      </FormField>
      <FormField name="feedback" label={t('interviews.feedback')} hint={t('interviews.feedbackHint')}>
        {(control) => <kit.TextArea {...control} rows={4} maxLength={2000} showCount />}
      </FormField>
      <kit.Button kind="primary" type="submit" loading={result.pending}>
        {t('interviews.saveResult')}
      </kit.Button>
    </SchemaForm>
  );
};
