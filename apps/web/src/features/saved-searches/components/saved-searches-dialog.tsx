import { Link } from 'react-router';
import { savedSearchLabels as text, type SavedSearch } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { buttonClass, Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TrashIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useMyBuyers } from '../../../lib/team-users';
import { useSavedSearches } from '../api/saved-searches';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A realtor's list names each search's buyer. */
  showBuyer: boolean;
  onDeleted: (name: string) => void;
};

const Row = ({
  search,
  buyerName,
  onOpen,
  onDelete,
  deleting,
}: {
  search: SavedSearch;
  /** A realtor's list names the buyer; a buyer's does not. */
  buyerName: string | null;
  onOpen: () => void;
  onDelete: () => void;
  deleting: boolean;
}) => (
  <li className="flex items-center gap-3 py-3">
    <div className="min-w-0 flex-1">
      <p className="truncate font-medium text-slate-900" title={search.name}>
        {search.name}
      </p>
      <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {buyerName ? <span>{text.forBuyer(buyerName)}</span> : null}
        {search.concierge ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
            {text.conciergeTag}
          </span>
        ) : null}
      </p>
    </div>
    <div className="flex shrink-0 gap-1">
      <Link
        to={`/search?${search.query}`}
        onClick={onOpen}
        aria-label={text.openLabel(search.name)}
        className={buttonClass('secondary', 'min-h-10 px-3 py-2')}
      >
        {text.open}
      </Link>
      <Button
        variant="danger"
        className="min-h-10 px-3 py-2"
        aria-label={text.deleteLabel(search.name)}
        busy={deleting}
        onClick={onDelete}
      >
        <TrashIcon className="size-4" />
        <span className="hidden sm:inline">{text.delete}</span>
      </Button>
    </div>
  </li>
);

/** The caller's saved searches: open one on /search, or delete it (its alerts stop). */
export const SavedSearchesDialog = ({ open, onOpenChange, showBuyer, onDeleted }: Props) => {
  const searches = useSavedSearches(open);
  const remove = useDeleteSavedSearch();
  const buyers = useMyBuyers(open && showBuyer);
  const nameOf = (username: string) =>
    showBuyer
      ? (buyers.data?.find((buyer) => buyer.username === username)?.name ?? username)
      : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.savedSearches}
      description={text.savedSearchesDescription}
      size="lg"
    >
      <div>
        {searches.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : searches.isError ? (
          <Alert className="mt-4">{text.failed}</Alert>
        ) : searches.data.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">{text.none}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {searches.data.map((search) => (
              <Row
                key={search.id}
                search={search}
                buyerName={nameOf(search.buyerUsername)}
                onOpen={() => onOpenChange(false)}
                deleting={remove.isPending && remove.variables === search.id}
                onDelete={() =>
                  remove.mutate(search.id, { onSuccess: () => onDeleted(search.name) })
                }
              />
            ))}
          </ul>
        )}
        {remove.isError ? <Alert className="mt-3">{text.failed}</Alert> : null}
      </div>
    </Dialog>
  );
};
