import type { TRolePreset, TTeamMember } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField } from '../../../lib/form/form.tsx';
import { FormModal } from '../../../components/console/form-modal.tsx';
import { useMemberForm } from './use-member-form.ts';

interface TProps {
  open: boolean;
  /** null: a new member is invited. */
  member: TTeamMember | null;
  onClose: () => void;
}

/** Invites a member by email, or changes a member's roles: a role preset, and the sites of a recruiter. */
export const MemberDialog = ({ open, member, onClose }: TProps) => {
  const { t } = useTranslation('team');
  const { Choice, Input, MultiSelect } = useKit();
  const memberForm = useMemberForm(open, member);
  const name = member ? member.displayName || member.email || '' : '';
  return (
    <FormModal
      open={open}
      form={memberForm.form}
      name="team"
      title={memberForm.isInvite ? t('form.inviteTitle') : t('form.editTitle', { name })}
      okText={memberForm.isInvite ? t('form.invite') : t('form.save')}
      pending={memberForm.pending}
      send={memberForm.send}
      onClose={onClose}
      lead={memberForm.isInvite ? t('form.inviteLead') : member?.email}
    >
      {memberForm.isInvite && (
        <FormField name="email" label={t('form.email')} required>
          {(control) => (
            <Input
              {...control}
              value={control.value ?? ''}
              type="email"
              inputMode="email"
              autoComplete="off"
            />
          )}
        </FormField>
      )}
      <FormField name="preset" label={t('form.role')} required group hint={memberForm.presetHint}>
        {(control) => (
          <Choice<TRolePreset>
            value={control.value}
            onChange={control.onChange}
            options={memberForm.presets}
            aria-label={t('form.role')}
          />
        )}
      </FormField>
      {memberForm.showSites && (
        <FormField name="siteIds" label={t('form.sites')} required hint={t('form.sitesHint')}>
          {(control) => (
            <MultiSelect<number>
              {...control}
              value={(control.value as number[] | undefined) ?? []}
              options={memberForm.sites.options}
              loading={memberForm.sites.loading}
              placeholder={t('form.sitesPlaceholder')}
            />
          )}
        </FormField>
      )}
    </FormModal>
  );
};
