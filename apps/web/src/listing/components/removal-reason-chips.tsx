import { activityMessages, removalReasons, type RemovalReason } from '@rela/contracts';
import { cx } from '../../lib/class-names';

/**
 * The optional "why" of a removal (REQ-HOMES-REMOVE, ADR 033): one chip at most, a second click clears it. Toggle
 * buttons (`aria-pressed`) under a legend, so each chip is announced with its state.
 */
export const RemovalReasonChips = ({
  value,
  onChange,
}: {
  value: RemovalReason | null;
  onChange: (reason: RemovalReason | null) => void;
}) => (
  <fieldset className="mt-4">
    <legend className="text-sm font-medium text-slate-700">
      {activityMessages.removalReasonQuestion}
    </legend>
    <div className="mt-2 flex flex-wrap gap-2">
      {removalReasons.map((reason) => {
        const picked = value === reason;
        return (
          <button
            key={reason}
            type="button"
            aria-pressed={picked}
            onClick={() => onChange(picked ? null : reason)}
            className={cx(
              'rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900',
              picked
                ? 'bg-slate-900 text-white ring-slate-900'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {activityMessages.removalReasons[reason]}
          </button>
        );
      })}
    </div>
  </fieldset>
);
