import { hrGetFieldSettingsRoute, hrSaveFieldSettingsRoute, type TFieldSetting } from '@tmp/contracts';
import { send, useChange, useConsoleRead } from '../../../lib/console-api.ts';

export const useFieldSettings = () => useConsoleRead(hrGetFieldSettingsRoute, ['field-settings']);

export const useSaveFieldSettings = () =>
  useChange((fields: TFieldSetting[]) => send(hrSaveFieldSettingsRoute)({ fields }), ['field-settings']);
