import type { TConversationMessage } from '@tmp/contracts';
import { MESSAGE_TEXT_MAX } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { MessageParts } from '../components/message-parts.tsx';
import { useConversationThread, type TConversationThread } from './use-conversation-thread.ts';
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
