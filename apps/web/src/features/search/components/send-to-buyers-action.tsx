import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { labels } from '../../../lib/labels';
import { useMyBuyers, type TeamBuyer } from '../../../lib/team-users';
import { complianceMessages } from '@rela/contracts';
import { isNotForClients, sendFailureText, useSendToBuyers } from '../api/send-to-buyers';
import { SendIcon } from './search-icons';

const text = labels.search;

const names = (buyers: readonly TeamBuyer[]) =>
  new Intl.ListFormat('en-US', { type: 'conjunction' }).format(buyers.map(({ name }) => name));

/**
 * A realtor's action on a result: "Send to buyer" opens the list of their buyers, those who
 * already have the home marked; several may be picked and sent at once. A listing its seller
 * keeps off client display (REQ-DISPLAY-WITHHELD) cannot be sent: the button is disabled and says
 * why; a refusal of the server (409 `NOT_FOR_CLIENTS`) is said the same way.
 */
export const SendToBuyersAction = ({
  listingKey,
  notForClients = false,
}: {
  listingKey: string;
  notForClients?: boolean;
}) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [sentTo, setSentTo] = useState<readonly TeamBuyer[]>([]);
  const buyers = useMyBuyers(open);
  const send = useSendToBuyers();
  const refused = notForClients || isNotForClients(send.error);

  if (!open || refused) {
    return (
      <div className="flex flex-wrap items-center justify-end gap-3">
        {refused ? (
          <p id={`${id}-refused`} role="status" className="max-w-md text-sm text-amber-900">
            {complianceMessages.notForClients.cannotSend}
          </p>
        ) : null}
        <Button
          onClick={() => setOpen(true)}
          disabled={refused}
          aria-describedby={refused ? `${id}-refused` : undefined}
          className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700"
        >
          <SendIcon />
          {text.sendToBuyer}
        </Button>
        {sentTo.length > 0 ? (
          <p role="status" className="text-sm font-medium text-brand-800">
            {text.sent(names(sentTo))}
          </p>
        ) : null}
      </div>
    );
  }

  const list = buyers.data ?? [];
  const chosen = list.filter((buyer) => picked.includes(buyer.username));
  const submit = () =>
    send.mutate(
      { usernames: chosen.map(({ username }) => username), listingKeys: [listingKey] },
      {
        onSuccess: () => {
          setSentTo(chosen);
          setPicked([]);
          setOpen(false);
        },
      },
    );

  return (
    <fieldset className="w-full space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="text-base font-semibold text-slate-900">{text.sendTitle}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {text.sendHint}
      </p>
      {buyers.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" />
          {text.loadingBuyers}
        </p>
      ) : buyers.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {text.buyersFailed}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">{text.noBuyers}</p>
      ) : (
        <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-xl ring-1 ring-slate-200">
          {list.map((buyer) => {
            const has = buyer.listingKeys.includes(listingKey);
            const boxId = `${id}-${buyer.username}`;
            return (
              <li key={buyer.username}>
                <label
                  htmlFor={boxId}
                  className="flex min-h-12 cursor-pointer items-center gap-3 px-3 text-sm text-slate-800 hover:bg-slate-50 has-disabled:cursor-default has-disabled:hover:bg-transparent"
                >
                  <input
                    id={boxId}
                    type="checkbox"
                    checked={has || picked.includes(buyer.username)}
                    disabled={has || send.isPending}
                    onChange={(event) =>
                      setPicked((was) =>
                        event.target.checked
                          ? [...was, buyer.username]
                          : was.filter((name) => name !== buyer.username),
                      )
                    }
                    className="size-4 rounded border-slate-300 accent-brand-700"
                  />
                  <span className="min-w-0 flex-1 truncate font-medium">{buyer.name}</span>
                  {has ? (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      {text.hasIt}
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {send.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {sendFailureText(send.error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {text.cancel}
        </Button>
        <Button
          busy={send.isPending}
          disabled={chosen.length === 0 || send.isPending}
          onClick={submit}
          className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700"
        >
          {text.send(chosen.length)}
        </Button>
      </div>
    </fieldset>
  );
};
