import { RealtorCanSee } from '../features/activity';
import { login } from '../features/auth';
import { InviteRegistrationPage, type SignInCall } from '../features/registration';
import { legalDialogs } from './legal-dialogs';

/** The auth feature's sign-in call; a password change request is not a session. */
const signInAfterRegistration: SignInCall = async ({ username, password }) => {
  const outcome = await login({ username, password, rememberMe: false });
  return outcome.kind === 'signed-in' ? outcome.tokens : null;
};

/** `/register/invite` (and any unknown signed-out path): the registration feature composed with sign-in and the legal modals. */
export const RegisterInviteRoute = () => (
  <InviteRegistrationPage
    legal={legalDialogs}
    signIn={signInAfterRegistration}
    buyerDisclosure={<RealtorCanSee variant="inline" />}
  />
);
