// The shell imports the dialog under its first name; the real dialog lives in login-dialog-mobile.tsx.
export { LoginDialogMobile as SignInPlaceholderMobile } from './login-dialog-mobile.tsx';
