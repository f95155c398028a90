import { loadKit } from '../../../lib/kit/kit.ts';
import type { TDevice } from '../../../lib/device.ts';

/**
 * The create-alert dialog, loaded with the device's kit when first wanted. The job list imports this small
 * module rather than the dialog: a dynamic import carries the names of every file its target needs, and
 * the job list is a first visit's page.
 */
export const loadAlertDialog = (device: TDevice) =>
  Promise.all([import('./search-alert-dialog.tsx'), loadKit(device)]).then(([m]) => m.SearchAlertDialog);
