import { householdMessages } from '@rela/contracts';
import { HouseholdPanel } from '../../../components/household-panel';
import { useMyHousehold } from '../../../lib/household';
import { SectionCard } from './section-card';

/**
 * "Someone you're buying with" (REQ-HOUSEHOLD-JOIN, REQ-HOUSEHOLD-LEAVE): a buyer's household,
 * its invitations, Send invitation, and Leave this household with two or more members.
 */
export const HouseholdSection = () => {
  const { household, me } = useMyHousehold();
  if (!household) return null;
  return (
    <SectionCard title={householdMessages.sectionTitle}>
      <div>
        <p className="px-5 pt-4 text-sm text-slate-600 sm:px-6">{householdMessages.sectionIntro}</p>
        <HouseholdPanel household={household} viewer={me} />
      </div>
    </SectionCard>
  );
};
