import { Button } from '../../../components/button';
import { isApiError } from '../../../lib/api-error';
import { labels } from '../../../lib/labels';
import { dashboardMessages } from '../../../lib/web-texts';

/** The server's reason, or what went wrong on the way; otherwise the catalogue's generic text. */
const errorText = (error: unknown): string =>
  isApiError(error) && (error.fromServer || error.kind === 'timeout' || error.kind === 'network')
    ? error.message
    : dashboardMessages.loadFailed;

/** The account info could not load: title, the reason, Try Again, and Logout as a way out. */
export const DashboardError = ({
  error,
  onRetry,
  onLogout,
}: {
  error: unknown;
  onRetry: () => void;
  onLogout: () => void;
}) => (
  <div className="flex min-h-dvh items-center justify-center px-4">
    <div
      role="alert"
      className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
    >
      <h1 className="text-xl font-semibold text-slate-900">{dashboardMessages.errorTitle}</h1>
      <p className="mt-2 text-sm text-slate-600">{errorText(error)}</p>
      <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onLogout}>
          {labels.header.logout}
        </Button>
        <Button onClick={onRetry}>{dashboardMessages.tryAgain}</Button>
      </div>
    </div>
  </div>
);
