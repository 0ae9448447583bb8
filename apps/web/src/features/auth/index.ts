export { SignInPage } from './sign-in-page';
export { ForgotPasswordPage, type ForgotPasswordPageProps } from './forgot-password-page';
export type { LegalDialogs, LegalDialogComponent } from '../../components/legal-agreement';
export { login, type LoginOutcome } from './api/login';
