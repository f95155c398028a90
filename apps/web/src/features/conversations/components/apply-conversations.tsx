import { createContext, use, useEffect, useRef, type ReactNode } from 'react';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField, SchemaForm } from '../../../lib/form/form.tsx';
import {
  useApplyConversations,
  type TApplicationRef,
  type TApplyConversations,
  type TSurveyView,
  type TThreadView,
  type TWithdrawView,
} from '../hooks/use-apply-conversations.ts';
import { MessageParts } from './message-parts.tsx';
import './conversations.css';

const ApplyConversationsContext = createContext<TApplyConversations | null>(null);

const useApply = (): TApplyConversations => {
  const value = use(ApplyConversationsContext);
  if (!value) throw new Error('ApplyConversations is missing around this part of /apply');
  return value;
};

/** The messages, oldest first, scrolled to the newest as one arrives; or why there are none to show. */
const ThreadMessages = ({ view }: { view: TThreadView }) => {
  const { Button, Notice, Skeleton } = useKit();
  const end = useRef<HTMLLIElement>(null);
  const count = view.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  if (view.state === 'loading') return <Skeleton rows={4} title={false} />;
  if (view.state === 'error')
    return (
      <Notice tone="error">
        {view.loadError}{' '}
        <Button quiet onClick={view.retry}>
          {view.retryLabel}
        </Button>
      </Notice>
    );
  if (count === 0) return <p className="conversation__empty">{view.empty}</p>;
  return (
    <ol className="conversation__messages">
      {view.messages.map((m, index) => (
        <li
          key={m.id}
          ref={index === count - 1 ? end : undefined}
          className={`conversation__message conversation__message--${m.mine ? 'mine' : 'theirs'}`}
        >
          <p className="conversation__meta">
            <strong>{m.who}</strong> <time>{m.time}</time>
          </p>
          <p className="conversation__text">
            <MessageParts text={m.text} />
          </p>
          {m.receipt && <p className="conversation__receipt">{m.receipt}</p>}
        </li>
      ))}
    </ol>
  );
};

/** The box to write to HR, its length against the limit, and the send button. */
const ThreadComposer = ({ view }: { view: TThreadView }) => {
  const { Form, Field, TextArea, Button } = useKit();
  return (
    <Form className="conversation__form" onSubmit={view.send}>
      <Field label={view.boxLabel} htmlFor="conversation-text" error={view.error ?? undefined}>
        <TextArea
          id="conversation-text"
          value={view.text}
          onChange={view.setText}
          rows={3}
          placeholder={view.placeholder}
        />
      </Field>
      <div className="conversation__send">
        <span
          className={`conversation__counter${view.tooLong ? ' conversation__counter--over' : ''}`}
          aria-live="polite"
        >
          {view.counter}
        </span>
        <Button kind="primary" type="submit" loading={view.sending}>
          {view.sendLabel}
        </Button>
      </div>
    </Form>
  );
};

/** One application's conversation with HR: a side panel on a desktop, a full screen on a phone. */
const ConversationThread = ({ view }: { view: TThreadView }) => {
  const { Panel } = useKit();
  return (
    <Panel open={view.open} title={view.title} onClose={view.close} closeLabel={view.closeLabel} width={520}>
      <div className="conversation">
        <ThreadMessages view={view} />
        <ThreadComposer view={view} />
      </div>
    </Panel>
  );
};

/** Asks before an application is withdrawn, with an optional reason HR will read. */
const WithdrawDialog = ({ view }: { view: TWithdrawView }) => {
  const { Dialog, Form, Field, TextArea, Actions } = useKit();
  return (
    <Dialog open={view.open} title={view.title} onClose={view.close}>
      <Form onSubmit={view.confirm}>
        <p className="withdraw__question">{view.question}</p>
        <Field label={view.reasonLabel} htmlFor="withdraw-reason" error={view.error ?? undefined}>
          <TextArea id="withdraw-reason" value={view.reason} onChange={view.setReason} rows={3} />
        </Field>
        <p className="withdraw__counter">{view.counter}</p>
        <Actions
          submit={view.confirmLabel}
          cancel={view.cancelLabel}
          onCancel={view.close}
          danger
          pending={view.pending}
        />
      </Form>
    </Dialog>
  );
};

/** The three questions about a closed application, answered once. */
const SurveyCard = ({ view }: { view: TSurveyView }) => {
  const { Choice, TextArea, Actions, Notice } = useKit();
  return (
    <section className="survey-card" aria-label={view.title}>
      <h2 className="survey-card__title">{view.title}</h2>
      {view.done ? (
        <Notice tone="success">{view.thanks}</Notice>
      ) : (
        <SchemaForm form={view.form} name="survey" onSubmit={view.submit}>
          <p className="survey-card__lead">{view.lead}</p>
          <FormField name="recommend" label={view.recommendLabel} group>
            {(control) => (
              <>
                <Choice<number>
                  aria-label={view.recommendLabel}
                  value={control.value as number | undefined}
                  onChange={control.onChange}
                  options={view.recommendOptions}
                />
                <p className="survey-card__scale">
                  <span>{view.recommendLow}</span>
                  <span>{view.recommendHigh}</span>
                </p>
              </>
            )}
          </FormField>
          <FormField name="informed" label={view.informedLabel} group>
            {(control) => (
              <Choice
                aria-label={view.informedLabel}
                value={control.value as string | undefined}
                onChange={control.onChange}
                options={view.informedOptions}
              />
            )}
          </FormField>
          <FormField name="comment" id="survey-comment" label={view.commentLabel}>
            {(control) => <TextArea {...control} rows={3} maxLength={view.commentMax} showCount />}
          </FormField>
          {view.refusal && <Notice tone="error">{view.refusal}</Notice>}
          <Actions
            submit={view.submitLabel}
            cancel={view.laterLabel}
            onCancel={view.later}
            pending={view.pending}
          />
        </SchemaForm>
      )}
    </section>
  );
};

/** /apply's conversations: what its cards show and the thread, withdrawal and survey they open. */
export const ApplyConversations = ({ children }: { children: ReactNode }) => {
  const view = useApplyConversations();
  return (
    <ApplyConversationsContext value={view}>
      {children}
      <ConversationThread view={view.thread} />
      <WithdrawDialog view={view.withdraw} />
    </ApplyConversationsContext>
  );
};

/** The closing survey, when one is offered. */
export const ApplySurvey = () => {
  const { survey } = useApply();
  return survey ? <SurveyCard view={survey} /> : null;
};

/** "Expect an answer by …" on an open application, and HR's reason when it moved the date. */
export const AnswerByNote = ({ application }: { application: TApplicationRef }) => {
  const extras = useApply().extrasOf(application);
  if (!extras.answerBy) return null;
  return (
    <p className="answer-by">
      <span className="answer-by__date">{extras.answerBy}</span>
      {extras.extension && <span className="answer-by__reason">{extras.extension}</span>}
    </p>
  );
};

/** An application's "Message HR" (with its unread count) and "Withdraw" buttons. */
export const ConversationActions = ({ application }: { application: TApplicationRef }) => {
  const { Button } = useKit();
  const extras = useApply().extrasOf(application);
  return (
    <span className="conversation-actions">
      <span className="conversation-actions__message">
        <Button onClick={extras.openThread}>{extras.messageLabel}</Button>
        {extras.unread > 0 && (
          <span className="unread-badge">
            <span aria-hidden="true">{extras.unread}</span>
            <span className="visually-hidden">{extras.unreadLabel}</span>
          </span>
        )}
      </span>
      {extras.canWithdraw && (
        <Button kind="danger" outline onClick={extras.startWithdraw}>
          {extras.withdrawLabel}
        </Button>
      )}
    </span>
  );
};
