import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { labels } from '../../../lib/labels';

const box = 'rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200';

export const ListLoading = ({ label }: { label: string }) => (
  <p
    role="status"
    className={`${box} flex items-center justify-center gap-3 text-sm text-slate-600`}
  >
    <Spinner size="sm" />
    {label}
  </p>
);

export const ListError = ({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) => (
  <div role="alert" className={box}>
    <h3 className="text-base font-semibold text-slate-900">{title}</h3>
    <p className="mt-2 text-sm text-red-700">{message}</p>
    <Button variant="secondary" className="mt-4" onClick={onRetry}>
      {labels.team.tryAgain}
    </Button>
  </div>
);

export const ListEmpty = ({ title, hint }: { title: string; hint?: string }) => (
  <div className={box}>
    <h3 className="text-base font-semibold text-slate-900">{title}</h3>
    {hint ? <p className="mt-2 text-sm text-slate-600">{hint}</p> : null}
  </div>
);
