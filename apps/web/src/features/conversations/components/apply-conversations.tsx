import { createContext, use, type ReactNode } from 'react';
import { useKit } from '../../../lib/kit/kit.ts';
import {
  useApplyConversations,
  type TApplicationRef,
  type TApplyConversations,
} from '../hooks/use-apply-conversations.ts';
import { ConversationThread } from './conversation-thread.tsx';
import { SurveyCard } from './survey-card.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';
import './conversations.css';

const ApplyConversationsContext = createContext<TApplyConversations | null>(null);

const useApply = (): TApplyConversations => {
  const value = use(ApplyConversationsContext);
  if (!value) throw new Error('ApplyConversations is missing around this part of /apply');
  return value;
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
