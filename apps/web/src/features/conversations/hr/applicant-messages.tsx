import { EXTENSION_REASON_MAX, MESSAGE_TEXT_MAX, type TConversationMessage } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField } from '../../../lib/form/form.tsx';
import { FormModal } from '../../../components/console/form-modal.tsx';
import { MessageParts } from '../components/message-parts.tsx';
import {
  useAnswerBy,
  useConversationThread,
  type TAnswerBy,
  type TConversationThread,
} from './use-conversation-thread.ts';
import './conversations-hr.css';

/** One message: who wrote it, when, and for HR's own whether the candidate has read it. */
const Message = ({ message, thread }: { message: TConversationMessage; thread: TConversationThread }) => {
  const { t } = useTranslation('conversations');
  const mine = message.side === 'hr';
  const { date } = thread.format;
  return (
    <li className={`hr-message hr-message--${message.side}`}>
      <span className="hr-message__who">{mine ? t('hr.you') : thread.conversation.data?.candidateName}</span>
      <p className="hr-message__text">
        <MessageParts text={message.text} />
      </p>
      <span className="hr-message__meta">
        {date(message.createdAt, true)}
        {mine && (
          <span
            className={message.readAt ? 'hr-message__read' : undefined}
            title={message.readAt ? date(message.readAt, true) : undefined}
          >
            {' · '}
            {message.readAt ? t('hr.read') : t('hr.notRead')}
          </span>
        )}
      </span>
    </li>
  );
};

/** The reply box with the template picker above it, and the send button. */
const Reply = ({ thread, id }: { thread: TConversationThread; id: string }) => {
  const { t } = useTranslation('conversations');
  const { Form, Field, TextArea, Select, Button } = useKit();
  return (
    <Form onSubmit={thread.submit} className="hr-reply" aria-label={t('hr.reply')}>
      <Select<string>
        id={`${id}-template`}
        value={undefined}
        onChange={thread.applyTemplate}
        options={thread.templateChoices}
        loading={thread.templatesLoading}
        placeholder={t('hr.useTemplate')}
        aria-label={t('hr.useTemplate')}
        className="hr-reply__template"
      />
      <Field label={t('hr.reply')} htmlFor={`${id}-text`} error={thread.error}>
        <TextArea
          id={`${id}-text`}
          value={thread.draft}
          onChange={thread.write}
          rows={4}
          maxLength={MESSAGE_TEXT_MAX}
          showCount
          placeholder={t('hr.replyPlaceholder')}
        />
      </Field>
      <div className="hr-reply__actions">
        <Button kind="primary" type="submit" loading={thread.sending}>
          {t('hr.send')}
        </Button>
      </div>
    </Form>
  );
};

/** An application's conversation with the candidate, the oldest message first, and HR's reply. */
export const ConversationThread = ({ applicationId }: { applicationId: number }) => {
  const { t } = useTranslation('conversations');
  const { Skeleton, Notice, Empty } = useKit();
  const thread = useConversationThread(applicationId);
  const { conversation } = thread;
  if (conversation.isPending) return <Skeleton rows={4} />;
  if (conversation.isError) return <Notice tone="error">{conversation.error.message}</Notice>;
  const { messages } = conversation.data;
  return (
    <div className="hr-thread">
      {messages.length ? (
        <ol className="hr-thread__messages" aria-label={t('hr.messages')}>
          {messages.map((message) => (
            <Message key={message.id} message={message} thread={thread} />
          ))}
        </ol>
      ) : (
        <Empty title={t('hr.noMessages')} />
      )}
      <Reply thread={thread} id={`reply-${applicationId}`} />
    </div>
  );
};

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
