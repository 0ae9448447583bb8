/**
 * The recovery module's face (ADR 044): the public calls to get back in (forgot password and
 * username, reset, first-time registration), the creation of a user with a temporary password
 * (the CLI), and the password writes and e-mail the account and team modules share.
 */
export { recoveryRoutes, type RecoveryRoutesDeps } from './recovery.routes';
export type { ResetAddress } from './recovery-deps';
export {
  createUserWithTemporaryPassword,
  CreateUserError,
  type NewUser,
} from './create-user.service';
export { insertUser, setChosenPassword } from './recovery.queries';
export { passwordResetEmail } from './recovery-emails';
