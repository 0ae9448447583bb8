import { PushDevices } from './push-devices';
import { PushOffer } from './push-offer';
import { usePushDevice } from './use-push-device';

/** My Account's push: this device's offer or state, and the devices that get pushes. */
export const PushSettings = () => {
  const push = usePushDevice();
  return (
    <div className="space-y-5 border-b border-slate-100 px-5 py-5 sm:px-6">
      <PushOffer push={push} />
      <PushDevices onRemovedThisDevice={push.markOff} />
    </div>
  );
};

/** The bell panel's offer: only while push is off on this device (loaded when the panel opens). */
export const BellPushOffer = () => {
  const push = usePushDevice();
  return (
    <div className="border-b border-slate-100 px-4 py-4 empty:hidden sm:px-5">
      <PushOffer push={push} compact />
    </div>
  );
};
