import { messages } from '@rela/contracts';
import { Spinner } from '../components/spinner';

/** The wait for a view's code inside a page that already shows (the header stays). */
export const ViewLoading = () => (
  <div role="status" className="flex items-center justify-center gap-3 p-6 text-sm text-slate-600">
    <Spinner className="text-brand-700" />
    {messages.ui.loadingPage}
  </div>
);
