import { complianceMessages, type ReportDeclined, reportsMessages } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import type { AiReportAvailability } from '../reports/report-lookup';
import { useReportFile } from '../reports/report-file';
import { toReportView } from '../reports/report-view';
import { useRequestReport } from '../reports/request-report';
import { useAiReport } from '../reports/use-ai-report';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { AiReportView } from './ai-report-view';
import { labels } from '../../lib/labels';

export type { AiReportAvailability } from '../reports/report-lookup';

const text = reportsMessages;

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
    title={labels.property.aiAvailability[availability]}
    className={cx('inline-block size-2 rounded-full', dots[availability])}
  />
);

/** The dot of one listing: unknown until the lookup answers, green with a report, amber without. */
export const AiReportDot = ({ listingKey }: { listingKey: string }) => (
  <AiReportIndicator availability={useAiReport(listingKey).availability} />
);

const Loading = () => (
  <p role="status" className="flex items-center gap-3 py-8 text-sm text-slate-600">
    <Spinner size="sm" />
    {text.loading}
  </p>
);

/** Generation requested: it usually takes 3-5 minutes, and the tab shows the report when it is ready. */
const Requested = () => (
  <Alert tone="info" className="flex items-start gap-3">
    <Spinner size="sm" className="mt-0.5 shrink-0" />
    <span>{text.requested}</span>
  </Alert>
);

const NoReport = ({ listingKey }: { listingKey: string }) => {
  const request = useRequestReport(listingKey);
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl bg-slate-50 px-6 py-10 text-center ring-1 ring-slate-200">
      <p className="text-sm text-slate-700">{text.absent}</p>
      <Button
        busy={request.isPending}
        disabled={request.isPending}
        onClick={() => request.mutate()}
      >
        {request.isPending ? text.requesting : text.request}
      </Button>
      {request.isError ? <Alert className="w-full text-left">{request.error.message}</Alert> : null}
    </div>
  );
};

/**
 * A listing whose seller or MLS said no to online assessments (REQ-DISPLAY-NO-REPORT): why, in
 * plain words, and nothing to request.
 */
const Declined = ({ reason }: { reason: ReportDeclined }) => (
  <div className="rounded-xl bg-slate-50 px-6 py-10 text-center ring-1 ring-slate-200">
    <p className="mx-auto max-w-md text-sm text-slate-700">
      {complianceMessages.reportDeclined[reason]}
    </p>
  </div>
);

/** The report of a listing whose lookup found one: read when the tab opens. */
const Report = ({
  listingKey,
  url,
  urls,
}: {
  listingKey: string;
  url: string;
  urls: readonly string[];
}) => {
  const file = useReportFile(listingKey, url, true);
  if (file.isPending) return <Loading />;
  if (file.isError) return <Alert>{file.error.message}</Alert>;
  const view = toReportView(file.data, urls);
  return view ? <AiReportView report={view} /> : <Alert>{text.incomplete}</Alert>;
};

const AiReportPanel = ({ listingKey, pollMs }: { listingKey: string; pollMs?: number }) => {
  const { lookup, generating, reportUrl } = useAiReport(listingKey, pollMs);
  if (lookup.isPending) return <Loading />;
  if (lookup.isError) return <Alert>{lookup.error.message}</Alert>;
  if (lookup.data.declined) return <Declined reason={lookup.data.declined} />;
  if (!reportUrl) return generating ? <Requested /> : <NoReport listingKey={listingKey} />;
  return (
    <div className="space-y-4">
      {generating ? <Requested /> : null}
      <Report listingKey={listingKey} url={reportUrl} urls={lookup.data.reportURLs} />
    </div>
  );
};

type AiReportTabProps = {
  listingKey: string;
  pollMs?: number;
  /** Why Rela declines the listing's report, from the listing's answer (`display`). */
  declined?: ReportDeclined;
};

/**
 * The AI Report tab (REQ-AI-REPORT-TAB): loading, noReport with Request AI Report, info while a
 * report is generated (the lookup polls, so the report appears without a reload), error, and the
 * report. A declined listing says why and asks the server nothing (REQ-DISPLAY-NO-REPORT).
 */
export const AiReportTab = ({ declined, ...props }: AiReportTabProps) =>
  declined ? <Declined reason={declined} /> : <AiReportPanel {...props} />;
