/**
 * The create-alert dialog of each layout, loaded when first wanted. The job list imports this small module
 * rather than the dialog: a dynamic import carries the names of every file its target needs, and the job
 * list is a first visit's page.
 */
export const alertDialog = {
  desktop: () => import('./create-alert-dialog-desktop.tsx').then((m) => m.CreateAlertDialogDesktop),
  mobile: () => import('./create-alert-dialog-mobile.tsx').then((m) => m.CreateAlertDialogMobile),
};
