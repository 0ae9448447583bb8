import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { labels } from '../../../lib/labels';

/** While the invitation is checked: a spinner with its label, announced politely. */
export const InvitationChecking = () => (
  <div role="status" className="flex flex-col items-center gap-3 py-8 text-slate-600">
    <Spinner size="lg" className="text-brand-700" />
    <p className="text-sm font-medium">{labels.inviteRegistration.validating}</p>
  </div>
);

/** A broken, refused or unverifiable link: the reason, and no form. */
export const InvitationProblem = ({ message }: { message: string }) => (
  <Alert className="mt-2">{message}</Alert>
);
