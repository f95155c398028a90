import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { confirmSecondFactorLink, openSecondFactorLink } from '../api/second-factor.ts';
import { ensureUserInfo } from '../api/get-user-info.ts';
import { signIn } from '../model/session.ts';
import { useAccountSchemaForm } from './use-account-schema-form.ts';
import { useRecoveryCodes, useSecondFactorCode } from './use-second-factor-step.ts';

/** What the mailed link opens (its QR code, key and account), read once while the page is open. */
const useLinkSetUp = (token: string) =>
  useQuery({
    queryKey: ['accounts', 'second-factor-link', token],
    queryFn: () => openSecondFactorLink(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });

/**
 * The page a mailed set-up link opens (/hr/second-factor?token=): the authenticator's QR code and key, a
 * first code that turns two-step verification on and signs in, then the recovery codes once.
 */
export const useSecondFactorLink = () => {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const link = useLinkSetUp(token);
  const code = useSecondFactorCode(true);
  const form = useAccountSchemaForm([code]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const toConsole = async () => {
    await ensureUserInfo();
    navigate('/hr');
  };
  const recovery = useRecoveryCodes(recoveryCodes ?? [], () => void toConsole());

  const submit = async (values: { code: string }) => {
    setBusy(true);
    setError(undefined);
    const outcome = await signIn(confirmSecondFactorLink(token, values.code)).finally(() => setBusy(false));
    if (outcome.ok) setRecoveryCodes(outcome.data.recoveryCodes);
    else setError(outcome.message);
  };

  const state =
    !token || link.isError ? 'invalid' : link.isPending ? 'loading' : recoveryCodes ? 'done' : 'setUp';
  return {
    state,
    title: t(state === 'invalid' ? 'secondFactor.link.invalidTitle' : 'secondFactor.link.title'),
    loading: t('secondFactor.link.loading'),
    /** Why the link does not work: the server's words, else the expired-link text. */
    invalidText: link.error?.message ?? t('secondFactor.link.invalidTitle'),
    signIn: { label: t('secondFactor.link.signIn'), href: '/position?redirect=%2Fhr' },
    lead: t('secondFactor.enrolLead'),
    qr: link.data && { ...link.data, label: t('secondFactor.qrLabel') },
    account: link.data?.account,
    code,
    form,
    verify: t('secondFactor.verify'),
    busy,
    error,
    submit: (values: Record<string, unknown>) => void submit(values as { code: string }),
    recovery,
  };
};
