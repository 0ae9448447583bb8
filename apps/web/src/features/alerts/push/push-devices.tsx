import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pushMessages, type PushDevice } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { labels } from '../../../lib/labels';
import { storedPushDevice } from '../../../lib/push-device';
import { fullNoticeTime } from '../utils/notice-time';
import { pushDevicesQueryOptions, useRemovePushDevice } from './push-api';

const text = labels.installedApp;

const dayOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Last notice Nov 30, 2026, 9:41 AM · Added Nov 28, 2026". */
const usedLine = (device: PushDevice) =>
  `${
    device.lastUsedAt
      ? pushMessages.lastUsed(fullNoticeTime.format(Date.parse(device.lastUsedAt)))
      : pushMessages.neverUsed
  } · ${pushMessages.addedOn(dayOnly.format(Date.parse(device.createdAt)))}`;

/**
 * The devices that get the caller's pushes (REQ-APP-PUSH-DEVICES): each with its label, "This
 * device" for this one, its last use, and Remove. `onRemovedThisDevice`: push is then off here.
 */
export const PushDevices = ({ onRemovedThisDevice }: { onRemovedThisDevice: () => void }) => {
  const headingId = useId();
  const devices = useQuery(pushDevicesQueryOptions());
  const remove = useRemovePushDevice();
  const here = storedPushDevice();
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {pushMessages.devicesTitle}
      </h3>
      {devices.isError ? <Alert className="mt-2">{text.devicesFailed}</Alert> : null}
      {devices.data && devices.data.items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{pushMessages.devicesEmpty}</p>
      ) : null}
      {devices.data && devices.data.items.length > 0 ? (
        <ul
          aria-labelledby={headingId}
          className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
        >
          {devices.data.items.map((device) => {
            const removing = remove.isPending && remove.variables === device.id;
            return (
              <li key={device.id} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {device.label}
                    {device.id === here ? (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-600/20 ring-inset">
                        {pushMessages.thisDevice}
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-0.5 text-sm text-slate-600">{usedLine(device)}</p>
                </div>
                <Button
                  variant="danger"
                  aria-label={text.removeDevice(device.label)}
                  busy={removing}
                  disabled={removing}
                  onClick={() =>
                    remove.mutate(device.id, {
                      onSuccess: (id) => {
                        if (id === here) onRemovedThisDevice();
                      },
                    })
                  }
                >
                  {removing ? text.removing : pushMessages.remove}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {remove.isSuccess ? (
        <Alert tone="success" className="mt-2">
          {pushMessages.removed}
        </Alert>
      ) : null}
      {remove.isError ? <Alert className="mt-2">{remove.error.message}</Alert> : null}
    </div>
  );
};
