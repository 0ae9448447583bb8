import { Spinner } from '../components/spinner';
import { labels } from '../lib/labels';

/** The wait for a view's code inside a page that already shows (the header stays). */
export const ViewLoading = () => (
  <div role="status" className="flex items-center justify-center gap-3 p-6 text-sm text-slate-600">
    <Spinner className="text-brand-700" />
    {labels.loadingPage}
  </div>
);
