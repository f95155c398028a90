import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hrSaveFieldSettingsRoute, type TFieldSetting } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export type TFieldSettingInput = TFieldSetting;

export const saveFieldSettings = (fields: TFieldSettingInput[]) =>
  api.callData(hrSaveFieldSettingsRoute, { body: { fields } }, { msg: 'all' });

export const useSaveFieldSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFieldSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hr', 'field-settings'] }),
  });
};
