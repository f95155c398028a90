// The shell imports the dialog under its first name; the real dialog lives in login-dialog-desktop.tsx.
export { LoginDialogDesktop as SignInPlaceholderDesktop } from './login-dialog-desktop.tsx';
