export { SignInPage } from './sign-in-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { UnknownRoutePage } from './unknown-route-page';
