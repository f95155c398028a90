import { create } from 'zustand';
import { getMyConsentsRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { useSaveConsents, type TConsentAnswers } from '../api/consents.ts';

/**
 * Whether the agreement is being asked again, and who waits for the answer. Outside the components: signing
 * in changes the user's roles, which rebuilds the router and remounts the shell.
 */
const useReaskStore = create<{ open: boolean; done?: () => void }>()(() => ({ open: false }));

const finish = () => {
  const { done } = useReaskStore.getState();
  useReaskStore.setState({ open: false, done: undefined });
  done?.();
};

/**
 * After a sign-in: a candidate whose consents were given under an older policy (or never) reads the
 * agreement again (decisions §9). Resolves once they have answered or closed it; true when it was asked.
 */
export const askConsentsAgain = (): Promise<boolean> => {
  if (!useLoginStore.getState().userinfo?.consentRequired) return Promise.resolve(false);
  return new Promise((resolve) => useReaskStore.setState({ open: true, done: () => resolve(true) }));
};

/** Each purpose answered before, answered again as it was, under the current policy. */
const currentAnswers = async (): Promise<TConsentAnswers> => {
  const mine = await api.callData(getMyConsentsRoute, {}, { msg: 'none' });
  return Object.fromEntries(mine.consents.filter((c) => c.policyVersion).map((c) => [c.purpose, c.granted]));
};

/** The agreement dialog asked again after a sign-in: accepting it saves the consents under the new policy. */
export const useConsentReask = () => {
  const open = useReaskStore((s) => s.open);
  const save = useSaveConsents();
  return {
    open,
    onClose: finish,
    onAgree: () => {
      void currentAnswers()
        .then((answers) => save.mutateAsync(answers))
        .then(() => {
          const { userinfo, setUserInfo } = useLoginStore.getState();
          if (userinfo) setUserInfo({ ...userinfo, consentRequired: false });
        })
        .catch(() => undefined)
        .finally(finish);
    },
  };
};
