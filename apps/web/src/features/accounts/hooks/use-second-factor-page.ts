import { useTranslation } from '../../../lib/use-translation.tsx';
import { useAccountSchemaForm } from './use-account-schema-form.ts';
import { useRecoveryCodes, useSecondFactorCode } from './use-second-factor-step.ts';
import { useSecondFactorSettings, type TSecondFactorSettings } from './use-second-factor-settings.ts';

/** /hr/security: the user's two-step verification as a line of status, and what they can do with it. */
export const useSecondFactorPage = () => {
  const { t, i18n } = useTranslation('accounts');
  const settings = useSecondFactorSettings();
  const { status } = settings;
  const since = status?.enabledAt ? new Date(status.enabledAt).toLocaleDateString(i18n.language) : '';
  return {
    settings,
    title: t('secondFactor.console.title'),
    /** Nothing to show until the status has arrived. */
    summary: status && {
      isEnabled: status.isEnabled,
      isRequired: status.isRequired,
      state: status.isEnabled ? t('secondFactor.console.on', { date: since }) : t('secondFactor.console.off'),
      codesLeft: status.isEnabled
        ? t('secondFactor.console.codesLeft', { count: status.recoveryCodesLeft })
        : undefined,
      rule: t(status.isRequired ? 'secondFactor.console.required' : 'secondFactor.console.optional'),
    },
    labels: {
      setUp: t('secondFactor.console.setUp'),
      renew: t('secondFactor.console.renew'),
      turnOff: t('secondFactor.console.turnOff'),
    },
  };
};

/** What the code form of a step says: its lead and its submit (the set-up's or the action to prove). */
const codeTexts = (settings: TSecondFactorSettings, isRequired: boolean, t: (key: string) => string) => {
  const { step } = settings;
  if (step.kind === 'enrol')
    return { lead: t('secondFactor.console.setUpLead'), submit: t('secondFactor.console.confirm') };
  const action = step.kind === 'prove' ? step.action : 'disable';
  // Where the customer requires it, turning it off means setting it up again at the next sign-in.
  const note = action === 'disable' && isRequired ? ` ${t('secondFactor.console.requiredOffNote')}` : '';
  return {
    lead: `${t('secondFactor.console.proveLead')}${note}`,
    submit: t(action === 'renew' ? 'secondFactor.console.renew' : 'secondFactor.console.turnOff'),
  };
};

/** The code that confirms the set-up, or proves the user before new recovery codes or turning it off. */
export const useSecondFactorCodeForm = (settings: TSecondFactorSettings, isRequired: boolean) => {
  const { t } = useTranslation('accounts');
  const isEnrolment = settings.step.kind === 'enrol';
  const code = useSecondFactorCode(isEnrolment);
  const form = useAccountSchemaForm([code]);
  return {
    ...codeTexts(settings, isRequired, t),
    code,
    form,
    onSubmit: (values: Record<string, unknown>) => settings.submitCode(values as { code: string }),
    cancel: { label: t('secondFactor.console.cancel'), onClick: settings.cancel },
    busy: settings.busy,
    qr:
      settings.step.kind === 'enrol'
        ? {
            uri: settings.step.enrolment.otpauthUri,
            secret: settings.step.enrolment.secret,
            label: t('secondFactor.qrLabel'),
          }
        : undefined,
  };
};

/** New recovery codes, shown once; kept, the page goes back to the status. */
export const useNewRecoveryCodes = (settings: TSecondFactorSettings) =>
  useRecoveryCodes(settings.step.kind === 'codes' ? settings.step.codes : [], settings.cancel);
