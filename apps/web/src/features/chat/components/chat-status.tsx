import { chatMessages } from '@rela/contracts';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';

/** Not connected yet: Loading Chat, Connecting to Rela Assistant... */
export const ChatLoading = () => (
  <div
    role="status"
    className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center"
  >
    <Spinner size="lg" className="text-brand-700" />
    <p className="text-sm font-semibold text-slate-900">{chatMessages.loadingTitle}</p>
    <p className="text-sm text-slate-600">{chatMessages.connecting}</p>
  </div>
);

/** After 10 s without a connection: Connection Failed, with Try again counting the attempts. */
export const ConnectionFailed = ({
  attempts,
  retrying,
  onRetry,
}: {
  attempts: number;
  retrying: boolean;
  onRetry: () => void;
}) => (
  <div
    role="alert"
    className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center"
  >
    <p className="text-base font-semibold text-slate-900">{chatMessages.connectionFailedTitle}</p>
    <p className="text-sm text-slate-600">{chatMessages.unavailable}</p>
    <Button variant="secondary" onClick={onRetry} disabled={retrying} busy={retrying}>
      {retrying
        ? chatMessages.connectingShort
        : attempts > 0
          ? chatMessages.tryAgainAttempts(attempts)
          : chatMessages.tryAgain}
    </Button>
  </div>
);
