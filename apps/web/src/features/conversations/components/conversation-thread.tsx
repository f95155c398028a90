import { useEffect, useRef } from 'react';
import { useKit } from '../../../lib/kit/kit.ts';
import type { TThreadView } from '../hooks/use-apply-conversations.ts';
import { MessageParts } from './message-parts.tsx';

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
export const ConversationThread = ({ view }: { view: TThreadView }) => {
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
