import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SchemaFormDialog } from '../../lib/form/form.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';

interface TProps<T extends FieldValues, O> {
  open: boolean;
  form: UseFormReturn<T, unknown, O>;
  /** Prefixes the ids of its fields. */
  name: string;
  title: ReactNode;
  okText: string;
  wide?: boolean;
  pending: boolean;
  /** Sends the checked values; the dialog closes once they are taken and stays open on a refusal (already shown). */
  send: (values: O) => Promise<unknown>;
  onClose: () => void;
  /** A line above the form, naming whom it is for. */
  lead?: ReactNode;
  children: ReactNode;
}

/** An HR dialog around a form: its submit checks the form, sends it, then closes. */
export const FormModal = <T extends FieldValues, O>({ send, okText, lead, ...props }: TProps<T, O>) => {
  const { t } = useTranslation('hr');
  const onSubmit = (values: O) => send(values).then(props.onClose, () => undefined);
  return (
    <SchemaFormDialog
      {...props}
      onSubmit={onSubmit}
      submit={okText}
      cancel={t('common.cancel')}
      lead={lead && <p className="hr-modal__lead">{lead}</p>}
    />
  );
};
