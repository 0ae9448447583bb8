import { householdMessages } from '@rela/contracts';
import { HouseholdPanel } from '../../../components/household-panel';
import { useAccountInfo } from '../../../lib/account-info';
import { useBuyerHousehold } from '../../../lib/household';
import { labels } from '../../../lib/labels';

/**
 * An expanded buyer's household (ADR 049, REQ-HOUSEHOLD-JOIN, REQ-HOUSEHOLD-LEAVE), for their own
 * realtor: the members with Remove, the pending invitations, and Send invitation for a co-buyer.
 */
export const BuyerHousehold = ({ username }: { username: string }) => {
  // The household's realtor alone invites and removes (a lead above gets 404 from the server).
  const ownRealtor = useAccountInfo().data?.role === 'realtor';
  const household = useBuyerHousehold(username, ownRealtor);
  if (!ownRealtor) return null;
  return (
    <section
      aria-label={householdMessages.sectionTitle}
      className="mt-4 border-t border-slate-100 pt-4"
    >
      <h3 className="text-sm font-semibold text-slate-900">{householdMessages.sectionTitle}</h3>
      {household.isError ? (
        <p className="mt-2 text-sm text-slate-600">{labels.household.loadFailed}</p>
      ) : household.data ? (
        <div className="-mx-5 sm:-mx-6">
          <HouseholdPanel household={household.data} viewer={null} buyerUsername={username} />
        </div>
      ) : (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {labels.household.loading}
        </p>
      )}
    </section>
  );
};
