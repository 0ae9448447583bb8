import { savedSearchLabels as text } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Spinner } from '../../../components/spinner';
import { useListingProperties } from '../../../listing/model/listing-properties';
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
  records,
  onDecided,
}: {
  group: SuggestionGroup;
  records: ReturnType<typeof useListingProperties>['data'];
  onDecided: Props['onDecided'];
}) => {
  const decide = useDecideSuggestion();
  return (
    <section aria-label={text.suggestedFor(group.buyerUsername)} className="py-3">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {text.suggestedFor(group.buyerUsername)}
      </h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {group.items.map((item) => {
          const home = homeLine(records?.[item.listingKey], item.listingKey);
          const busy = decide.isPending && decide.variables.id === item.id;
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{home.address}</p>
                <p className="text-sm text-slate-600">{home.facts}</p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  className="min-h-10 px-3 py-2"
                  disabled={busy}
                  aria-label={text.dismissLabel(home.address, group.buyerUsername)}
                  onClick={() => decide.mutate({ id: item.id, approve: false })}
                >
                  {text.dismiss}
                </Button>
                <Button
                  className="min-h-10 px-3 py-2"
                  busy={busy && decide.variables.approve}
                  disabled={busy}
                  aria-label={text.approveLabel(home.address, group.buyerUsername)}
                  onClick={() =>
                    decide.mutate(
                      { id: item.id, approve: true },
                      { onSuccess: () => onDecided(text.approved(group.buyerUsername)) },
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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.suggestions}
      description={text.suggestionsDescription}
      size="lg"
    >
      <div className="divide-y divide-slate-100 overflow-y-auto px-6 pb-5">
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
              records={records.data}
              onDecided={onDecided}
            />
          ))
        )}
      </div>
    </Dialog>
  );
};
