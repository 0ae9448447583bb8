export { SignInPage } from './sign-in-page';
export { ForgotPasswordPage, type ForgotPasswordPageProps } from './forgot-password-page';
export type { LegalDialogs, LegalDialogComponent } from './components/registration-agreement';
export { UnknownRoutePage } from './unknown-route-page';
