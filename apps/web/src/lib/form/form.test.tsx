import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useAppStore, type TDevice } from '../app-store.ts';
import { ApiError } from '../api-error.ts';
import { loadKit, useKit } from '../kit/kit.ts';
import { FormField, SchemaForm, showServerErrors, useSchemaForm } from './form.tsx';

const ZContact = z.object({
  name: z.string().trim().min(1, 'common.required'),
  email: z.string().trim(),
});

/** A contact form that sends what it checked, or shows the server's refusal on its fields. */
const ContactForm = ({ send }: { send: (values: z.output<typeof ZContact>) => Promise<void> }) => {
  const { Input, Button } = useKit();
  const form = useSchemaForm(ZContact, { defaultValues: { name: '', email: '' } });
  return (
    <SchemaForm
      form={form}
      name="contact"
      onSubmit={(values) => send(values).catch((error) => showServerErrors(form, error))}
    >
      <FormField name="name" label="Name" required>
        {(control) => <Input {...control} />}
      </FormField>
      <FormField name="email" label="Email">
        {(control) => <Input {...control} />}
      </FormField>
      <Button type="submit">Send</Button>
    </SchemaForm>
  );
};

const renderForm = async (device: TDevice, send = vi.fn(async () => {})) => {
  useAppStore.getState().setDevice(device);
  await loadKit(device);
  render(<ContactForm send={send} />);
  return send;
};

describe.each(['desktop', 'mobile'] as const)('a schema form on a %s', (device) => {
  it("says under a required field, once left empty, what the contract's rule says", async () => {
    const user = userEvent.setup();
    await renderForm(device);
    const name = screen.getByLabelText(/Name/);
    expect(name.id).toBe('contact_name');
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await user.type(name, 'Ann');
    await waitFor(() => expect(screen.queryByText('This field is required')).toBeNull());
  });

  it('sends the checked values, and shows a refusal of the server on its field', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {
      throw new ApiError(400, 'Refused', { fields: { email: 'This address is taken' } });
    });
    await renderForm(device, send);
    await user.type(screen.getByLabelText(/Name/), '  Ann ');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Ann', email: 'ann@example.com' }));
    expect(await screen.findByText('This address is taken')).toBeTruthy();
  });
});
