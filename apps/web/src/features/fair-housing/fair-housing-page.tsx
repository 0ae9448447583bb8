import { useState } from 'react';
import { fairHousingMessages } from '@rela/contracts';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import {
  downloadFairHousingCsv,
  useFairHousingAudit,
  type AuditFilters as Filters,
} from './api/fair-housing-audit';
import { AuditEntries } from './components/audit-entries';
import { AuditFilters } from './components/audit-filters';

const text = fairHousingMessages;

/**
 * `/fair-housing`, company owners only (REQ-FAIR-HOUSING-AUDIT): every chat request Rela declined
 * and every answer or report it replaced, filtered, a page at a time, and the CSV.
 */
export const FairHousingPage = () => {
  const [filters, setFilters] = useState<Filters>({});
  const audit = useFairHousingAudit(filters);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const items = audit.data?.pages.flatMap((page) => page.items) ?? [];
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadFairHousingCsv(filters, new Date().toISOString().slice(0, 10));
    } catch {
      setDownloadError(text.auditLoadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.auditTitle}</h1>
          <p className="mt-1 text-sm text-slate-600">{text.auditIntro}</p>
        </div>
        <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
          {text.auditCsv}
        </Button>
      </div>
      {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
      <section
        aria-label={text.auditTitle}
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <AuditFilters value={filters} onChange={setFilters} />
        <div className="mt-4">
          {audit.isError ? (
            <Alert tone="error">{text.auditLoadFailed}</Alert>
          ) : !audit.data ? (
            <p role="status" className="flex justify-center py-10 text-slate-600">
              <Spinner />
            </p>
          ) : items.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">{text.auditEmpty}</p>
          ) : (
            <AuditEntries items={items} />
          )}
        </div>
        {audit.hasNextPage ? (
          <div className="mt-4 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void audit.fetchNextPage()}
              disabled={audit.isFetchingNextPage}
            >
              {text.auditMore}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
};
