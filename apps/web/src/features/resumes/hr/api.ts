import { hrGetFieldSettingsRoute, hrSaveFieldSettingsRoute, type TFieldSetting } from '@tmp/contracts';
import { send, useChange, useConsoleRead } from '../../../lib/console-api.ts';

export type TFieldSettingInput = TFieldSetting;

export const useFieldSettings = () => useConsoleRead(hrGetFieldSettingsRoute, ['field-settings']);

export const useSaveFieldSettings = () =>
  useChange((fields: TFieldSettingInput[]) => send(hrSaveFieldSettingsRoute)({ fields }), ['field-settings']);
