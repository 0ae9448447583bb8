import { pushMessages } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { cx } from '../../../lib/class-names';
import { BellIcon } from '../components/bell-icon';
import type { usePushDevice } from './use-push-device';

type PushDevice = ReturnType<typeof usePushDevice>;

/**
 * Push on this device (REQ-APP-PUSH-ASK): what it brings, said before the button; the browser's
 * permission is asked only by the click. Then on (with a way off), blocked or unsupported.
 * `compact` is the bell panel's: it offers, and says nothing where there is nothing to do.
 */
export const PushOffer = ({ push, compact = false }: { push: PushDevice; compact?: boolean }) => {
  const { state, turnOn, turnOff } = push;
  const acted = turnOn.isSuccess || turnOn.isError;
  if (state === 'checking') return null;
  if (compact && !acted && state !== 'off') return null;
  if (state === 'unsupported')
    return <p className="text-sm text-slate-600">{pushMessages.unsupported}</p>;
  if (state === 'blocked') return <Alert tone="info">{pushMessages.blocked}</Alert>;
  if (state === 'on')
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Alert tone="success" className="min-w-0 flex-1">
          {pushMessages.turnedOn}
        </Alert>
        {compact ? null : (
          <Button
            variant="ghost"
            className="self-start sm:self-auto"
            busy={turnOff.isPending}
            disabled={turnOff.isPending}
            onClick={() => turnOff.mutate()}
          >
            {pushMessages.turnOff}
          </Button>
        )}
      </div>
    );
  return (
    <div
      className={cx('flex gap-3', compact ? 'items-start' : 'flex-col sm:flex-row sm:items-center')}
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <BellIcon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{pushMessages.offerTitle}</p>
        <p className="mt-0.5 text-sm text-slate-600">{pushMessages.offerDetail}</p>
        {turnOn.isError ? <Alert className="mt-2">{pushMessages.failed}</Alert> : null}
        {compact ? (
          <Button
            variant="secondary"
            className="mt-3"
            busy={turnOn.isPending}
            disabled={turnOn.isPending}
            onClick={() => turnOn.mutate()}
          >
            {turnOn.isPending ? pushMessages.turningOn : pushMessages.turnOn}
          </Button>
        ) : null}
      </div>
      {compact ? null : (
        <Button
          className="shrink-0"
          busy={turnOn.isPending}
          disabled={turnOn.isPending}
          onClick={() => turnOn.mutate()}
        >
          {turnOn.isPending ? pushMessages.turningOn : pushMessages.turnOn}
        </Button>
      )}
    </div>
  );
};
