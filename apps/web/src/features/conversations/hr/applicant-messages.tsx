import { EXTENSION_REASON_MAX } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField } from '../../../lib/form/form.tsx';
import { FormModal } from '../../../components/console/form-modal.tsx';
import { ConversationThread } from './conversation-thread.tsx';
import { useAnswerBy, type TAnswerBy } from './use-conversation-thread.ts';

/** The new date and the reason the candidate will read. */
const ExtendDialog = ({ answer }: { answer: TAnswerBy }) => {
  const { t } = useTranslation('conversations');
  const { DateInput, TextArea } = useKit();
  return (
    <FormModal
      open={answer.open}
      form={answer.form}
      name="extend"
      title={t('hr.extendTitle')}
      okText={t('hr.extend')}
      pending={answer.pending}
      send={answer.send}
      onClose={answer.close}
      lead={t('hr.extendLead', { date: answer.format.date(answer.answerBy) })}
    >
      <FormField name="answerBy" label={t('hr.newDate')} required>
        {(control) => <DateInput {...control} label={t('hr.newDate')} />}
      </FormField>
      <FormField name="reason" label={t('hr.reason')} required hint={t('hr.reasonHint')}>
        {(control) => <TextArea {...control} rows={3} maxLength={EXTENSION_REASON_MAX} showCount />}
      </FormField>
    </FormModal>
  );
};

/** When the applicant was promised an answer by, whether that has passed, and the way to move it once. */
const AnswerBy = ({ answer }: { answer: TAnswerBy }) => {
  const { t } = useTranslation('conversations');
  const { Button, Tag } = useKit();
  if (!answer.loaded) return null;
  return (
    <div className="hr-answer-by">
      <p className="hr-answer-by__line">
        {answer.answerBy
          ? t('hr.answerBy', { date: answer.format.date(answer.answerBy) })
          : t('hr.nothingAwaited')}
        {answer.overdue && <Tag tone="red">{t('hr.overdue')}</Tag>}
      </p>
      {answer.reason && (
        <p className="hr-table__secondary">{t('hr.extendedReason', { reason: answer.reason })}</p>
      )}
      {answer.answerBy && (
        <Button onClick={answer.start} disabled={!answer.canExtend}>
          {t('hr.extend')}
        </Button>
      )}
      <ExtendDialog answer={answer} />
    </div>
  );
};

/** The applicant page's messages: the answer-by date above the conversation and its reply. */
export const ApplicantMessages = ({ applicationId }: { applicationId: number }) => {
  const answer = useAnswerBy(applicationId);
  return (
    <div className="hr-applicant-messages">
      <AnswerBy answer={answer} />
      <ConversationThread applicationId={applicationId} />
    </div>
  );
};
