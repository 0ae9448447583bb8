export {
  InviteRegistrationPage,
  type InviteRegistrationPageProps,
} from './invite-registration-page';
export type { LegalDialogs, LegalDialogComponent } from '../../components/legal-agreement';
export type { SignInCall } from './use-invite-registration';
