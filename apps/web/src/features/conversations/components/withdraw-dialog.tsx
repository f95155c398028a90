import { useKit } from '../../../lib/kit/kit.ts';
import type { TWithdrawView } from '../hooks/use-apply-conversations.ts';

/** Asks before an application is withdrawn, with an optional reason HR will read. */
export const WithdrawDialog = ({ view }: { view: TWithdrawView }) => {
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
