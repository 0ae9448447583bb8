import { useState } from 'react';
import { complianceMessages, optOutFields, type ComplianceResponse } from '@rela/contracts';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { downloadAuditCsv, useCompliance } from './api/compliance';
import { RulesTable } from './components/rules-table';
import { Figure, Section } from './components/section';

const text = complianceMessages.page;
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const number = (value: number) => value.toLocaleString('en-US');

/** `95 min`, `14 h 5 min`, `3 d 2 h`. */
const age = (minutes: number) => {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
};

const bytes = (value: number) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
};

const Freshness = ({ freshness }: { freshness: ComplianceResponse['freshness'] }) => {
  if (!freshness.syncing) return <p className="text-sm text-slate-600">{text.noSync}</p>;
  return (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
      <Figure
        label={text.lastSync}
        value={
          freshness.lastSyncAt ? when.format(new Date(freshness.lastSyncAt)) : text.neverSynced
        }
      />
      <Figure
        label={text.dataAge}
        value={freshness.dataAgeMinutes === null ? '–' : age(freshness.dataAgeMinutes)}
        tone={freshness.stale ? 'text-amber-800' : undefined}
      />
      <Figure
        label={text.state}
        value={freshness.stale ? text.stale : text.fresh}
        tone={freshness.stale ? 'text-amber-800' : 'text-emerald-700'}
      />
    </dl>
  );
};

const Incidents = ({ incidents }: { incidents: ComplianceResponse['incidents'] }) =>
  incidents.length === 0 ? (
    <p className="text-sm text-slate-600">{text.incidentsEmpty}</p>
  ) : (
    <ul className="divide-y divide-slate-100">
      {incidents.map((incident) => (
        <li
          key={incident.id}
          className="flex flex-wrap items-baseline justify-between gap-2 py-2.5"
        >
          <span className="text-sm text-slate-700">
            {text.started} {when.format(new Date(incident.startedAt))}
          </span>
          {incident.endedAt ? (
            <span className="text-sm text-slate-500">
              {text.ended} {when.format(new Date(incident.endedAt))}
            </span>
          ) : (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
              {text.ongoing}
            </span>
          )}
        </li>
      ))}
    </ul>
  );

/** `/compliance`, company owners only (REQ-COMPLIANCE-PAGE): the display rules and how Rela keeps them. */
export const CompliancePage = () => {
  const compliance = useCompliance();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const data = compliance.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      </div>
      {compliance.isError ? (
        <Alert tone="error">{compliance.error.message}</Alert>
      ) : !data ? (
        <p role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600">
          <Spinner />
        </p>
      ) : (
        <>
          <Section
            id="compliance-freshness"
            title={text.freshness}
            caption={`${text.maxAge}: ${text.hours(data.freshness.maxDataAgeHours)}`}
          >
            <Freshness freshness={data.freshness} />
          </Section>
          <Section
            id="compliance-rules"
            title={text.rules}
            caption={data.rulesFromConfig ? text.fromConfig : text.shipped}
          >
            <RulesTable rules={data.rules} />
          </Section>
          <div className="grid gap-6 lg:grid-cols-2">
            <Section
              id="compliance-opt-outs"
              title={text.optOuts}
              caption={text.optOutCaption(data.optOuts.listings)}
            >
              <dl className="divide-y divide-slate-100">
                {optOutFields.map((field) => (
                  <div key={field} className="flex items-baseline justify-between gap-4 py-2">
                    <dt className="text-sm text-slate-600">{text.optOutLabels[field]}</dt>
                    <dd className="text-sm font-semibold text-slate-900 tabular-nums">
                      {number(data.optOuts.counts[field] ?? 0)}
                    </dd>
                  </div>
                ))}
              </dl>
            </Section>
            <Section id="compliance-photos" title={text.photos}>
              <dl className="grid grid-cols-2 gap-2 sm:gap-3">
                <Figure label={text.photoLabels.copied} value={number(data.photos.copied)} />
                <Figure label={text.photoLabels.waiting} value={number(data.photos.waiting)} />
                <Figure label={text.photoLabels.refused} value={number(data.photos.refused)} />
                <Figure
                  label={text.photoLabels.bytesStored}
                  value={bytes(data.photos.bytesStored)}
                />
              </dl>
            </Section>
          </div>
          <Section id="compliance-incidents" title={text.incidents}>
            <Incidents incidents={data.incidents} />
          </Section>
          <Section id="compliance-audit" title={text.audit} caption={text.auditCaption}>
            <Button
              variant="secondary"
              busy={downloading}
              onClick={() => {
                setDownloading(true);
                setDownloadError(null);
                downloadAuditCsv(new Date().toISOString().slice(0, 10))
                  .catch((error: unknown) =>
                    setDownloadError(error instanceof Error ? error.message : String(error)),
                  )
                  .finally(() => setDownloading(false));
              }}
            >
              {text.download}
            </Button>
            {downloadError ? (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {downloadError}
              </p>
            ) : null}
          </Section>
        </>
      )}
    </div>
  );
};
