import { householdMessages } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { HouseholdPanel } from '../../../components/household-panel';
import { Spinner } from '../../../components/spinner';
import { useMyHousehold } from '../../../lib/household';
import { labels } from '../../../lib/labels';
import { SectionCard } from './section-card';

const text = labels.household;

/**
 * "Someone you're buying with" (REQ-HOUSEHOLD-JOIN, REQ-HOUSEHOLD-LEAVE): a buyer's household,
 * its invitations, Send invitation, and Leave this household with two or more members. The card
 * is drawn at once, its panel's place held at a lone buyer's height while the household loads,
 * so that the sections below do not move when it arrives.
 */
export const HouseholdSection = () => {
  const { household, me, failed, retry } = useMyHousehold();
  return (
    <SectionCard title={householdMessages.sectionTitle}>
      <div>
        <p className="px-5 pt-4 text-sm text-slate-600 sm:px-6">{householdMessages.sectionIntro}</p>
        {household ? (
          <HouseholdPanel household={household} viewer={me} />
        ) : failed ? (
          <div className="px-5 py-4 sm:px-6">
            <Alert>{text.loadFailed}</Alert>
            <Button variant="secondary" className="mt-3" onClick={retry}>
              {text.tryAgain}
            </Button>
          </div>
        ) : (
          <p
            role="status"
            className="flex min-h-[158px] items-center justify-center gap-3 px-5 text-sm text-slate-600 sm:min-h-[102px] sm:px-6"
          >
            <Spinner size="sm" />
            {text.loading}
          </p>
        )}
      </div>
    </SectionCard>
  );
};
