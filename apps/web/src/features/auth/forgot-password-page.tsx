import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TextLink } from '../../components/text-link';
import type { Timers } from '../../lib/timers';
import { AuthCard } from '../../components/auth-card';
import { CompleteRegistrationFlow } from './components/complete-registration-flow';
import { PasswordResetFlow } from './components/password-reset-flow';
import type { LegalDialogs } from '../../components/legal-agreement';
import { readPasswordChangeState } from './utils/password-change-state';
import { labels } from '../../lib/labels';

export type ForgotPasswordPageProps = {
  /** The Terms of Service and Privacy Policy modals, composed in by `app/`. */
  legal: LegalDialogs;
  /** The clock of the Resend Code countdown; the system clock unless a test passes its own. */
  timers?: Timers;
};

const text = labels.forgotPassword;

/**
 * `/auth/forgot-password` (REQ-RESET-STEPS, REQ-REG-FIRST-TIME): the password reset in two steps, or, with
 * router state `{ username, challenge }` from a 206 sign-in, the completion of a first registration.
 */
export const ForgotPasswordPage = ({ legal, timers }: ForgotPasswordPageProps) => {
  const location = useLocation();
  const pending = readPasswordChangeState(location.state);
  const title = pending ? text.registrationTitle : text.title;

  useEffect(() => {
    document.title = `${title} · ${labels.brand}`;
  }, [title]);

  return (
    <AuthCard>
      {pending ? (
        <CompleteRegistrationFlow key={location.key} pending={pending} legal={legal} />
      ) : (
        <PasswordResetFlow key={location.key} timers={timers} />
      )}
      <p className="mt-6 text-center text-sm">
        <TextLink to="/auth/login">{labels.backToLogin}</TextLink>
      </p>
    </AuthCard>
  );
};
