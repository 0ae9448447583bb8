import { messages } from '@rela/contracts';
import { TextLink } from '../../components/text-link';
import { AuthCard } from './components/auth-card';

const text = messages.ui.forgotPassword;

/**
 * `/auth/forgot-password`: reached from the Forgot Password link, or after a 206 sign-in with
 * router state `{ username, challenge }`. The reset and first-time registration steps come next.
 */
export const ForgotPasswordPage = () => (
  <AuthCard>
    <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.title}</h1>
    <p className="mt-2 mb-6 text-sm text-slate-600">{text.description}</p>
    <TextLink to="/auth/login" className="text-sm">
      {messages.ui.backToLogin}
    </TextLink>
  </AuthCard>
);
