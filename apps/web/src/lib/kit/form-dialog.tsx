import type { ReactNode } from 'react';
import { useKit, type TActionsProps, type TDialogProps } from './kit.ts';

type TFormDialogProps = Omit<TActionsProps, 'onSubmit' | 'onCancel'> &
  Pick<TDialogProps, 'open' | 'title' | 'onClose' | 'children' | 'className'> & {
    onSubmit: () => void;
    /** What the dialog asks, above its fields. */
    lead?: ReactNode;
  };

/** A dialog holding a short form: its lead, its fields, then cancel (which closes it) and submit. */
export const FormDialog = ({
  open,
  title,
  onClose,
  onSubmit,
  lead,
  children,
  className,
  ...actions
}: TFormDialogProps) => {
  const { Dialog, Form, Actions } = useKit();
  return (
    <Dialog open={open} title={title} onClose={onClose} className={className}>
      {lead}
      <Form onSubmit={onSubmit}>
        {children}
        <Actions {...actions} onCancel={onClose} />
      </Form>
    </Dialog>
  );
};
