import { useEffect } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { ROLE_PRESETS, ZEmail, ZTeamSiteIds, type TRolePreset, type TTeamMember } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useAllSites } from '../../../lib/reference-data.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/form/form.tsx';
import { useInviteMember, useUpdateMember } from './api.ts';

export const PRESETS = Object.keys(ROLE_PRESETS) as TRolePreset[];

/** The preset whose roles are exactly the member's, if one is. */
export const presetOf = (roles: readonly number[]): TRolePreset | undefined =>
  PRESETS.find((preset) => {
    const granted: readonly number[] = ROLE_PRESETS[preset];
    return granted.length === roles.length && granted.every((role) => roles.includes(role));
  });

/** A recruiter works for at least one site (the contract's rule, on the form's preset). */
const recruiterHasSite = (values: { preset?: TRolePreset; siteIds: number[] }, ctx: z.RefinementCtx) => {
  if (values.preset === 'recruiter' && values.siteIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['siteIds'], message: 'team.recruiterNeedsSite' });
  }
};

const fields = {
  preset: z.enum(PRESETS as [TRolePreset, ...TRolePreset[]], { error: 'team.rolesRequired' }),
  siteIds: ZTeamSiteIds,
};

/** The member form: an email (an invitation only), a role preset, and a recruiter's sites. */
const ZMemberForm = z.object({ email: ZEmail.optional(), ...fields }).superRefine(recruiterHasSite);
/** An email left empty is asked for, then the contract's rule applies. */
const ZEmailEntered = z.string().trim().min(1, 'common.required').pipe(ZEmail);
const ZInviteForm = z.object({ email: ZEmailEntered, ...fields }).superRefine(recruiterHasSite);

type TFormValues = z.input<typeof ZMemberForm>;
type TField = keyof TFormValues;

/** The contract's field a refusal names, as the form's. */
const toField = (path: string): TField | null =>
  path === 'email' || path === 'siteIds' ? path : path === 'roles' ? 'preset' : null;

/** Sites matter to a recruiter only: anyone else is sent none. */
const toBody = (values: { preset: TRolePreset; siteIds: number[] }) => ({
  roles: [...ROLE_PRESETS[values.preset]],
  siteIds: values.preset === 'recruiter' ? values.siteIds : [],
});

const valuesOf = (member: TTeamMember | null): DefaultValues<TFormValues> => ({
  email: member ? undefined : '',
  preset: member ? presetOf(member.roles) : undefined,
  siteIds: member?.sites.map((site) => site.id) ?? [],
});

/**
 * Inviting a member (`member` null) or changing one's roles and sites: the form, afresh at each opening, the
 * preset and site choices, and its sending.
 */
export const useMemberForm = (open: boolean, member: TTeamMember | null) => {
  const { t } = useTranslation('team');
  const invite = useInviteMember();
  const update = useUpdateMember();
  const sites = useAllSites();
  const form = useSchemaForm(member ? ZMemberForm : ZInviteForm, { defaultValues: valuesOf(member) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(member));
  }, [open, member, reset]);
  const send = (values: z.output<typeof ZMemberForm>) => {
    const call = member
      ? update.mutateAsync({ userId: member.userId, ...toBody(values) })
      : invite.mutateAsync({ email: values.email ?? '', ...toBody(values) });
    return call.catch((error) => {
      showServerErrors(form, error, toField);
      throw error;
    });
  };
  const preset = form.watch('preset');
  return {
    form,
    send,
    isInvite: !member,
    pending: invite.isPending || update.isPending,
    showSites: preset === 'recruiter',
    presets: PRESETS.map((value) => ({ value, label: t(`presets.${value}`) })),
    presetHint: preset ? t(`presetHints.${preset}`) : undefined,
    sites: {
      options: (sites.data ?? []).map((s) => ({ value: s.id, label: s.displayname || s.text })),
      loading: sites.isPending,
    },
  };
};
