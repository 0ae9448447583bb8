import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { timing, signInMessages, type TokenResponse } from '@rela/contracts';
import { TextLink } from '../../components/text-link';
import { connectAssistantAfterSignIn } from '../../lib/assistant-client';
import { lazyComponent } from '../../lib/lazy-component';
import { useSessionActions } from '../../lib/session-context';
import { wait } from '../../lib/wait';
import { useLogin } from './api/login';
import { AuthCard } from '../../components/auth-card';
import { SignInForm, type SignInValues } from './components/sign-in-form';
import { signInErrorMessage } from './utils/sign-in-error';
import { readSignInNotice } from './utils/sign-in-notice';
import { labels } from '../../lib/labels';

const text = labels.signIn;

/**
 * The Forgot Username modal is not part of the sign-in screen's code: it loads when the pointer or
 * the focus reaches its link, at the latest when it is opened.
 */
const ForgotUsernameDialog = lazyComponent(
  async () => (await import('./components/forgot-username-dialog')).ForgotUsernameDialog,
);

const LegalLinks = () => (
  <p>
    {text.agreement} <TextLink to="/terms-of-service">{labels.termsOfService}</TextLink> {text.and}{' '}
    <TextLink to="/privacy-policy">{labels.privacyPolicy}</TextLink>.
  </p>
);

/** `/auth/login` and `/login`: REQ-SIGNIN-SCREEN, REQ-SIGNIN-ERRORS. */
export const SignInPage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionActions();
  const loginCall = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [forgotUsernameOpen, setForgotUsernameOpen] = useState(false);
  /** Once opened, the modal stays mounted, as if it had always been there. */
  const [forgotUsernameAsked, setForgotUsernameAsked] = useState(false);
  /** Logging into the assistant after the main sign-in (REQ-SIGNIN-ASSISTANT). */
  const [joiningChat, setJoiningChat] = useState(false);
  const [chatWarning, setChatWarning] = useState<string | null>(null);

  /**
   * The session is adopted only once the assistant answered (or the 2 s warning passed), so the
   * signed-out area does not leave for /home early.
   */
  const enter = async (tokens: TokenResponse, rememberMe: boolean) => {
    setJoiningChat(true);
    if (!(await connectAssistantAfterSignIn(tokens.accessToken))) {
      setChatWarning(signInMessages.chatLoginWarning);
      await wait(timing.postLoginChatFailureRedirectMs);
    }
    session.signIn(tokens, rememberMe);
    navigate('/home', { replace: true });
  };

  useEffect(() => {
    document.title = `${text.title} · ${labels.brand}`;
  }, []);

  const signIn = ({ username, password, rememberMe }: SignInValues) => {
    if (!username.trim() || !password) {
      setError(signInMessages.required);
      return;
    }
    setError(null);
    loginCall.run({ username: username.trim(), password, rememberMe }).then(
      (outcome) => {
        if (outcome.kind === 'password-change-required') {
          const { username: pending, challenge } = outcome;
          navigate('/auth/forgot-password', { state: { username: pending, challenge } });
          return;
        }
        void enter(outcome.tokens, rememberMe);
      },
      (failure: unknown) => setError(signInErrorMessage(failure)),
    );
  };

  return (
    <AuthCard footer={<LegalLinks />}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.title}</h1>
      <p className="mt-1.5 mb-7 text-sm text-slate-600">{text.subtitle}</p>
      <SignInForm
        busy={loginCall.isPending || joiningChat}
        error={error}
        notice={chatWarning ?? readSignInNotice(location.state)}
        onSubmit={signIn}
        onForgotUsernameIntent={() => void ForgotUsernameDialog.preload()}
        onForgotUsername={() => {
          setForgotUsernameAsked(true);
          setForgotUsernameOpen(true);
        }}
      />
      {forgotUsernameAsked ? (
        <Suspense fallback={null}>
          <ForgotUsernameDialog open={forgotUsernameOpen} onOpenChange={setForgotUsernameOpen} />
        </Suspense>
      ) : null}
    </AuthCard>
  );
};
