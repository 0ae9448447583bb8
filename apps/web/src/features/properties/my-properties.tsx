import { propertiesMessages } from '@rela/contracts';
import { useAccountInfo } from '../../lib/account-info';
import { MyPropertiesFrame, MyPropertiesView, StatusPanel } from './components/my-properties-view';

/** My Properties: the buyer's view; waits for the signed-in user first. */
export const MyProperties = ({ now }: { now?: () => number }) => {
  const { data: profile } = useAccountInfo();
  if (!profile) {
    return (
      <MyPropertiesFrame>
        <StatusPanel busy>{propertiesMessages.loadingUser}</StatusPanel>
      </MyPropertiesFrame>
    );
  }
  return <MyPropertiesView now={now} />;
};
