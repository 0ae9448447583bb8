import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { savedSearchLabels as text } from '@rela/contracts';
import { Button } from '../../../components/button';
import { useAccountInfo } from '../../../lib/account-info';
import { lazyComponent } from '../../../lib/lazy-component';
import { useSuggestions } from '../api/suggestions';
import { savedQuery, searchName } from '../utils/search-name';

/** The three dialogs load when one is first opened, not with Find Homes (docs/performance.md). */
const SaveSearchDialog = lazyComponent(
  async () => (await import('./save-search-dialog')).SaveSearchDialog,
);
const SavedSearchesDialog = lazyComponent(
  async () => (await import('./saved-searches-dialog')).SavedSearchesDialog,
);
const SuggestionsDialog = lazyComponent(
  async () => (await import('./suggestions-dialog')).SuggestionsDialog,
);

type Open = 'save' | 'list' | 'suggestions' | null;

/**
 * /search's saved-search actions: "Save this search" (a buyer's own; a realtor's for a buyer,
 * concierge if chosen), the "Saved searches" list, and a realtor's suggestions queue.
 */
export const SavedSearchesToolbar = () => {
  const [params] = useSearchParams();
  const role = useAccountInfo().data?.role;
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState('');
  const isRealtor = role === 'realtor';
  const suggestions = useSuggestions(isRealtor);
  if (role !== 'buyer' && !isRealtor) return null;
  const pending = suggestions.data?.length ?? 0;
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p role="status" className="sr-only">
        {status}
      </p>
      <Button variant="primary" className="min-h-10 px-3 py-2" onClick={() => setOpen('save')}>
        {text.save}
      </Button>
      <Button variant="secondary" className="min-h-10 px-3 py-2" onClick={() => setOpen('list')}>
        {text.savedSearches}
      </Button>
      {isRealtor ? (
        <Button
          variant="secondary"
          className="min-h-10 px-3 py-2"
          onClick={() => setOpen('suggestions')}
        >
          {text.suggestions}
          {pending > 0 ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {pending}
            </span>
          ) : null}
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {open === 'save' ? (
          <SaveSearchDialog
            open
            onOpenChange={close}
            suggestedName={searchName(params)}
            query={savedQuery(params)}
            forBuyer={isRealtor}
            onSaved={(name) => setStatus(text.saved(name))}
          />
        ) : null}
        {open === 'list' ? (
          <SavedSearchesDialog
            open
            onOpenChange={close}
            showBuyer={isRealtor}
            onDeleted={(name) => setStatus(text.deleted(name))}
          />
        ) : null}
        {isRealtor && open === 'suggestions' ? (
          <SuggestionsDialog open onOpenChange={close} onDecided={setStatus} />
        ) : null}
      </Suspense>
    </div>
  );
};
