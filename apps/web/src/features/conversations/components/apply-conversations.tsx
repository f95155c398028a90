import { createContext, use, type ReactNode } from 'react';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField, SchemaForm } from '../../../lib/form/form.tsx';
import {
  useApplyConversations,
  type TApplicationRef,
  type TApplyConversations,
  type TSurveyView,
  type TWithdrawView,
} from '../hooks/use-apply-conversations.ts';
import { ConversationThread } from './conversation-thread.tsx';
import './conversations.css';

const ApplyConversationsContext = createContext<TApplyConversations | null>(null);

const useApply = (): TApplyConversations => {
  const value = use(ApplyConversationsContext);
  if (!value) throw new Error('ApplyConversations is missing around this part of /apply');
  return value;
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
