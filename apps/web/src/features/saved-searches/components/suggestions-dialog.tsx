import { savedSearchLabels as text } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Spinner } from '../../../components/spinner';
import { useListingProperties } from '../../../listing/model/listing-properties';
import { useMyBuyers } from '../../../lib/team-users';
import { useDecideSuggestion } from '../api/decide-suggestion';
import { useSuggestions } from '../api/suggestions';
import { groupByBuyer, homeLine, type SuggestionGroup } from '../utils/suggestion-groups';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDecided: (message: string) => void;
};

const Group = ({
  group,
  buyerName,
  records,
  onDecided,
}: {
  group: SuggestionGroup;
  /** The buyer's name as My Buyers shows it (their username until the list is read). */
  buyerName: string;
  records: ReturnType<typeof useListingProperties>['data'];
  onDecided: Props['onDecided'];
}) => {
  const decide = useDecideSuggestion();
  return (
    <section aria-label={text.suggestedFor(buyerName)} className="py-3">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {text.suggestedFor(buyerName)}
      </h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {group.items.map((item) => {
          const home = homeLine(records?.[item.listingKey], item.listingKey);
          const busy = decide.isPending && decide.variables.id === item.id;
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
              <div className="min-w-0 flex-[1_1_14rem]">
                <p className="truncate font-medium text-slate-900">{home.address}</p>
                <p className="text-sm text-slate-600">{home.facts}</p>
              </div>
              <div className="flex flex-1 justify-end gap-2 sm:flex-none">
                <Button
                  variant="secondary"
                  className="min-h-10 px-3 py-2"
                  disabled={busy}
                  aria-label={text.dismissLabel(home.address, buyerName)}
                  onClick={() => decide.mutate({ id: item.id, approve: false })}
                >
                  {text.dismiss}
                </Button>
                <Button
                  className="min-h-10 px-3 py-2"
                  busy={busy && decide.variables.approve}
                  disabled={busy}
                  aria-label={text.approveLabel(home.address, buyerName)}
                  onClick={() =>
                    decide.mutate(
                      { id: item.id, approve: true },
                      { onSuccess: () => onDecided(text.approved(buyerName)) },
                    )
                  }
                >
                  {text.approve}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {decide.isError ? <Alert>{text.failed}</Alert> : null}
    </section>
  );
};

/** The realtor's "Suggested for {buyer}" queue: each concierge match, to approve or dismiss. */
export const SuggestionsDialog = ({ open, onOpenChange, onDecided }: Props) => {
  const suggestions = useSuggestions(open);
  const keys = (suggestions.data ?? []).map((item) => item.listingKey);
  const records = useListingProperties(keys);
  const buyers = useMyBuyers(open);
  const nameOf = (username: string) =>
    buyers.data?.find((buyer) => buyer.username === username)?.name ?? username;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.suggestions}
      description={text.suggestionsDescription}
      size="lg"
    >
      <div className="-my-3 divide-y divide-slate-100">
        {suggestions.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : suggestions.isError ? (
          <Alert className="mt-4">{text.failed}</Alert>
        ) : suggestions.data.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">{text.noSuggestions}</p>
        ) : (
          groupByBuyer(suggestions.data).map((group) => (
            <Group
              key={group.buyerUsername}
              group={group}
              buyerName={nameOf(group.buyerUsername)}
              records={records.data}
              onDecided={onDecided}
            />
          ))
        )}
      </div>
    </Dialog>
  );
};
