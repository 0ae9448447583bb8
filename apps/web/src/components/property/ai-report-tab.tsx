import { messages } from '@rela/contracts';
import { cx } from '../../lib/class-names';

/** Whether an AI report exists: unknown until the report lookup arrives (a later release). */
export type AiReportAvailability = 'unknown' | 'available' | 'unavailable';

const dots: Record<AiReportAvailability, string> = {
  unknown: 'bg-slate-300',
  available: 'bg-green-500',
  unavailable: 'bg-amber-500',
};

/** The availability dot; decorative beside the tab's name, where the panel says it in words. */
export const AiReportIndicator = ({ availability }: { availability: AiReportAvailability }) => (
  <span
    aria-hidden="true"
    data-availability={availability}
    title={messages.ui.property.aiAvailability[availability]}
    className={cx('inline-block size-2 rounded-full', dots[availability])}
  />
);

/** The AI Report tab until the report arrives in a later release. */
export const AiReportPlaceholder = () => (
  <div className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 px-6 py-10 text-center ring-1 ring-slate-200">
    <p className="inline-flex items-center gap-2 text-xs font-medium text-slate-500">
      <AiReportIndicator availability="unknown" />
      {messages.ui.property.aiAvailability.unknown}
    </p>
    <p className="text-sm text-slate-600">{messages.ui.property.aiReportLater}</p>
  </div>
);
