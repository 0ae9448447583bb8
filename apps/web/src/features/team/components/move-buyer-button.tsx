import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { labels } from '../../../lib/labels';
import { moveBuyer, moveErrorMessage } from '../api/move-buyer';
import { teamUsersQueryKey } from '../../../lib/team-users';
import type { TeamMember } from '../utils/team-member';

const text = labels.team;

/**
 * "Move to another realtor" on a team lead's buyer (REQ-TEAM-MOVE-BUYER): asks first, with the
 * realtor to move to chosen in the dialog; the team list reads again once the move is done.
 */
export const MoveBuyerButton = ({
  buyer,
  from,
  realtors,
}: {
  buyer: TeamMember;
  from: TeamMember;
  /** The team's other realtors, the ones the buyer may move to. */
  realtors: readonly TeamMember[];
}) => {
  const queryClient = useQueryClient();
  const selectId = useId();
  const [to, setTo] = useState(realtors[0]?.username ?? '');
  if (realtors.length === 0) return null;
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          aria-label={text.moveBuyerLabel(buyer.name)}
          className={buttonClass('secondary', 'min-h-9 shrink-0 px-3 py-1.5')}
        >
          {text.moveBuyer}
        </button>
      }
      title={text.moveTitle(buyer.name)}
      description={text.moveConfirm(buyer.name, from.name)}
      keepLabel={text.cancel}
      actionLabel={text.moveAction}
      busyLabel={text.moving}
      onConfirm={async () => {
        await moveBuyer(buyer.username, to);
        await queryClient.invalidateQueries({ queryKey: teamUsersQueryKey });
      }}
      errorText={moveErrorMessage}
    >
      <label htmlFor={selectId} className="mt-4 block text-sm font-medium text-slate-700">
        {text.moveTo}
      </label>
      <select
        id={selectId}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        className="mt-1 block min-h-11 w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        {realtors.map((realtor) => (
          <option key={realtor.username} value={realtor.username}>
            {realtor.name}
          </option>
        ))}
      </select>
    </ConfirmDialog>
  );
};
