import { ForgotPasswordPage } from '../features/auth';
import { legalDialogs } from './legal-dialogs';

/** `/auth/forgot-password`: the auth feature's page with the legal feature's modals composed in. */
export const ForgotPasswordRoute = () => <ForgotPasswordPage legal={legalDialogs} />;
