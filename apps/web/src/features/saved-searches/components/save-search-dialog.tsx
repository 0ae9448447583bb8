import { useId, useState, type FormEvent } from 'react';
import { savedSearchLabels as text, savedSearchMessages } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { Dialog } from '../../../components/dialog';
import { Input, Label, inputClass } from '../../../components/input';
import { useMyBuyers } from '../../../lib/team-users';
import { useCreateSavedSearch } from '../api/create-saved-search';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The name offered from the filters. */
  suggestedName: string;
  query: string;
  /** A realtor saves for one of their buyers, concierge if they choose. */
  forBuyer: boolean;
  onSaved: (name: string) => void;
};

/** The cost filters a saved search does not keep (ADR 051): said before anything is sent. */
const costFilters = ['maxMonthlyCost', 'priceReducedWithinDays'];
const keepsCostFilters = (query: string) =>
  costFilters.some((name) => new URLSearchParams(query).has(name));

/** "Save this search": a name (offered from the filters); a realtor picks a buyer and concierge. */
export const SaveSearchDialog = ({
  open,
  onOpenChange,
  suggestedName,
  query,
  forBuyer,
  onSaved,
}: Props) => {
  const ids = { name: useId(), buyer: useId(), concierge: useId(), hint: useId() };
  const [name, setName] = useState(suggestedName);
  const [buyer, setBuyer] = useState('');
  const [concierge, setConcierge] = useState(true);
  const buyers = useMyBuyers(forBuyer && open);
  const save = useCreateSavedSearch();
  const noBuyers = forBuyer && buyers.isSuccess && buyers.data.length === 0;
  const costFiltered = keepsCostFilters(query);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || (forBuyer && !buyer) || costFiltered) return;
    save.mutate(
      { name: trimmed, query, ...(forBuyer ? { buyerUsername: buyer, concierge } : {}) },
      {
        onSuccess: (saved) => {
          onSaved(saved.name);
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.saveTitle}
      description={forBuyer ? text.saveDescriptionRealtor : text.saveDescription}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div>
          <Label htmlFor={ids.name}>{text.name}</Label>
          <Input
            id={ids.name}
            value={name}
            maxLength={80}
            required
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        {forBuyer ? (
          <>
            <div>
              <Label htmlFor={ids.buyer}>{text.buyer}</Label>
              <select
                id={ids.buyer}
                className={inputClass(false)}
                value={buyer}
                required
                onChange={(event) => setBuyer(event.target.value)}
              >
                <option value="">{buyers.isPending ? text.loading : text.chooseBuyer}</option>
                {(buyers.data ?? []).map((choice) => (
                  <option key={choice.username} value={choice.username}>
                    {choice.name}
                  </option>
                ))}
              </select>
              {noBuyers ? <p className="mt-1.5 text-sm text-slate-600">{text.noBuyers}</p> : null}
            </div>
            <div>
              <Checkbox
                id={ids.concierge}
                label={text.concierge}
                checked={concierge}
                aria-describedby={ids.hint}
                onChange={(event) => setConcierge(event.target.checked)}
              />
              <p id={ids.hint} className="mt-1 ml-6 text-sm text-slate-500">
                {text.conciergeHint}
              </p>
            </div>
          </>
        ) : null}
        {costFiltered ? <Alert tone="error">{savedSearchMessages.costFiltersNotKept}</Alert> : null}
        {save.isError ? <Alert tone="error">{save.error.message || text.failed}</Alert> : null}
        <div className="flex justify-end gap-3 pt-1">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {text.cancel}
          </Button>
          <Button type="submit" busy={save.isPending} disabled={noBuyers || costFiltered}>
            {text.saveButton}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
