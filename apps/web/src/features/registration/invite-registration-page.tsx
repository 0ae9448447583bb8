import { useEffect, type ReactNode } from 'react';
import { householdMessages, registrationMessages, roleLabels } from '@rela/contracts';
import { useSearchParams } from 'react-router';
import { TextLink } from '../../components/text-link';
import { AuthCard } from '../../components/auth-card';
import { InvitationChecking, InvitationProblem } from './components/invitation-status';
import { InviteRegistrationForm } from './components/invite-registration-form';
import type { LegalDialogs } from '../../components/legal-agreement';
import { useInviteInfo } from './api/get-invite-info';
import { useInviteRegistration, type SignInCall } from './use-invite-registration';
import { readInvitationLink } from './utils/invitation-link';
import { inviteCheckErrorMessage } from './utils/registration-errors';
import { joinNames } from '../../lib/household';
import { labels } from '../../lib/labels';

export type InviteRegistrationPageProps = {
  legal: LegalDialogs;
  signIn: SignInCall;
  /** Shown to an invited buyer above the form: what their realtor will see (ADR 033). */
  buyerDisclosure?: ReactNode;
};

const text = labels.inviteRegistration;

/** `/register/invite` and any unknown signed-out path: REQ-REG-INVITE-SCREEN to REQ-REG-INVITE-SUBMIT. */
export const InviteRegistrationPage = ({
  legal,
  signIn,
  buyerDisclosure,
}: InviteRegistrationPageProps) => {
  const [query] = useSearchParams();
  const link = readInvitationLink(query);
  const inviteInfo = useInviteInfo(link.kind === 'valid' ? link.requestId : null);

  useEffect(() => {
    document.title = `${text.title} · ${labels.brand}`;
  }, []);

  const body = () => {
    if (link.kind === 'invalid') return <InvitationProblem message={link.message} />;
    if (inviteInfo.isError) {
      return <InvitationProblem message={inviteCheckErrorMessage(inviteInfo.error)} />;
    }
    if (!inviteInfo.data) return <InvitationChecking />;
    return (
      <ValidatedRegistration
        key={link.requestId}
        requestId={link.requestId}
        email={link.email ?? inviteInfo.data.data.email}
        invitedBy={registrationMessages.invitedBy(
          inviteInfo.data.data.inviterName,
          roleLabels[inviteInfo.data.data.role],
        )}
        legal={legal}
        signIn={signIn}
        disclosure={inviteInfo.data.data.role === 'buyer' ? buyerDisclosure : undefined}
        household={inviteInfo.data.data.household?.memberNames}
      />
    );
  };

  return (
    <AuthCard wide>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.title}</h1>
      <p className="mt-1.5 mb-6 text-sm text-slate-600">{text.description}</p>
      {body()}
      <p className="mt-6 text-center text-sm">
        <TextLink to="/auth/login">{text.signInLink}</TextLink>
      </p>
    </AuthCard>
  );
};

type ValidatedRegistrationProps = {
  requestId: string;
  email: string;
  /** Who invited the reader, and to what: "Sofia Ramirez invited you to join Rela as a Buyer." */
  invitedBy: string;
  legal: LegalDialogs;
  signIn: SignInCall;
  disclosure?: ReactNode;
  /** A household invitation (ADR 049): the names of the members the reader joins. */
  household?: readonly string[];
};

/** The form, shown only once the invitation has been validated. */
const ValidatedRegistration = ({
  requestId,
  email,
  invitedBy,
  legal,
  signIn,
  disclosure,
  household,
}: ValidatedRegistrationProps) => {
  const registration = useInviteRegistration({ requestId, email }, signIn);
  return (
    <>
      <div className="mb-5 space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
        <p className="font-medium text-slate-900">{invitedBy}</p>
        <p>
          {text.invitedAs} <span className="font-semibold break-all text-slate-900">{email}</span>
        </p>
      </div>
      {household && household.length > 0 ? (
        <div className="mb-5 space-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-brand-200 ring-inset">
          <p className="font-medium text-slate-900">
            {householdMessages.joining(joinNames(household))}
          </p>
          <p>{householdMessages.joiningShares}</p>
        </div>
      ) : null}
      {disclosure}
      <InviteRegistrationForm
        busy={registration.busy}
        error={registration.error}
        notice={registration.signingIn ? text.signingIn : null}
        legal={legal}
        onSubmit={registration.register}
      />
    </>
  );
};
