import { Button } from '../../../components/button';
import { labels } from '../../../lib/labels';
import { useAddToMyList } from '../api/add-to-my-list';
import { CheckIcon, PlusIcon } from './search-icons';

const text = labels.search;

/** A buyer's action on a result: "Add to my list", then "In your list". */
export const AddToListAction = ({
  listingKey,
  inMyList,
}: {
  listingKey: string;
  inMyList: boolean;
}) => {
  const add = useAddToMyList();
  if (inMyList || add.isSuccess) {
    return (
      <p
        role="status"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-600/30 ring-inset"
      >
        <CheckIcon />
        {text.inYourList}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        busy={add.isPending}
        disabled={add.isPending}
        onClick={() => add.mutate(listingKey)}
        className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700"
      >
        {add.isPending ? null : <PlusIcon />}
        {text.addToList}
      </Button>
      {add.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {add.error.message}
        </p>
      ) : null}
    </div>
  );
};
