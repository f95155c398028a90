import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppErrorCode } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { acceptInvitation } from '../api/accept-invitation.ts';
import { ensureUserInfo } from '../api/get-user-info.ts';
import { signIn } from '../model/session.ts';
import { useAccountFields } from './use-account-fields.ts';
import { useAccountSchemaForm } from './use-account-schema-form.ts';

const TITLES = {
  form: 'invitation.title',
  invalid: 'invitation.invalidTitle',
  enrol: 'invitation.enrolTitle',
};
type TInvitationValues = { fullname: string; password: string; confirmpassword: string };

/**
 * The page an HR team invitation opens (/hr/invitation?token=): the new member chooses a name and a
 * password, is signed in and lands on the console; where the company requires two-step verification, the
 * set-up link is mailed first and the page says so.
 */
export const useInvitationPage = () => {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const fields = useAccountFields();
  const inputs = [fields.fullname, fields.password(true), fields.confirmPassword];
  const form = useAccountSchemaForm(inputs);
  const [state, setState] = useState<keyof typeof TITLES>(token ? 'form' : 'invalid');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [said, setSaid] = useState<string>();

  const submit = async (values: TInvitationValues) => {
    setBusy(true);
    setError(undefined);
    const outcome = await signIn(acceptInvitation({ token, ...values })).finally(() => setBusy(false));
    if (outcome.ok) {
      await ensureUserInfo();
      return void navigate('/hr');
    }
    if (
      outcome.code === AppErrorCode.InvitationInvalid ||
      outcome.code === AppErrorCode.SecondFactorRequired
    ) {
      setSaid(outcome.message);
      return void setState(outcome.code === AppErrorCode.InvitationInvalid ? 'invalid' : 'enrol');
    }
    setError(outcome.message);
  };

  return {
    state,
    title: t(TITLES[state]),
    lead: t('invitation.lead'),
    /** Why the page shows no form: the server's words, else the expired-link text. */
    text: said ?? t('invitation.invalidText'),
    signIn: { label: t('invitation.signIn'), href: '/position?redirect=%2Fhr' },
    inputs,
    form,
    submitLabel: t('invitation.submit'),
    busy,
    error,
    submit: (values: Record<string, unknown>) => void submit(values as TInvitationValues),
  };
};
