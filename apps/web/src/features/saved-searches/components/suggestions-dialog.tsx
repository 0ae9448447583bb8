import { complianceMessages, savedSearchLabels as text } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Spinner } from '../../../components/spinner';
import { NotForClientsMark } from '../../../listing/components/not-for-clients-mark';
import {
  useListingPropertiesWithFreshness,
  type ListingProperties,
} from '../../../listing/model/listing-properties';
import { apiErrorCodeOf } from '../../../lib/api-error';
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
  homes,
  onDecided,
}: {
  group: SuggestionGroup;
  /** The buyer's name as My Buyers shows it (their username until the list is read). */
  buyerName: string;
  homes: ListingProperties | undefined;
  onDecided: Props['onDecided'];
}) => {
  const decide = useDecideSuggestion();
  // A home its seller keeps off client display (REQ-DISPLAY-WITHHELD) cannot be approved: the
  // server answers 409 NOT_FOR_CLIENTS; its words replace the generic failure.
  const refusedId =
    apiErrorCodeOf(decide.error) === 'NOT_FOR_CLIENTS' ? decide.variables?.id : undefined;
  return (
    <section aria-label={text.suggestedFor(buyerName)} className="py-3">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {text.suggestedFor(buyerName)}
      </h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {group.items.map((item) => {
          const home = homeLine(homes?.records[item.listingKey], item.listingKey);
          const busy = decide.isPending && decide.variables.id === item.id;
          const notForClients =
            homes?.display[item.listingKey]?.notForClients === true || refusedId === item.id;
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
              <div className="min-w-0 flex-[1_1_14rem]">
                <p className="truncate font-medium text-slate-900">{home.address}</p>
                <p className="text-sm text-slate-600">{home.facts}</p>
                {notForClients ? (
                  <>
                    <NotForClientsMark notForClients className="mt-1" />
                    <p id={`cannot-send-${item.id}`} className="mt-1 text-sm text-amber-900">
                      {complianceMessages.notForClients.cannotSend}
                    </p>
                  </>
                ) : null}
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
                  disabled={busy || notForClients}
                  aria-describedby={notForClients ? `cannot-send-${item.id}` : undefined}
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
      {decide.isError && !refusedId ? <Alert>{text.failed}</Alert> : null}
    </section>
  );
};

/** The realtor's "Suggested for {buyer}" queue: each concierge match, to approve or dismiss. */
export const SuggestionsDialog = ({ open, onOpenChange, onDecided }: Props) => {
  const suggestions = useSuggestions(open);
  const keys = (suggestions.data ?? []).map((item) => item.listingKey);
  const homes = useListingPropertiesWithFreshness(keys);
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
              homes={homes.data}
              onDecided={onDecided}
            />
          ))
        )}
      </div>
    </Dialog>
  );
};
