import { useId, useState } from 'react';
import { complianceMessages, problemReportMaxLength } from '@rela/contracts';
import { Button } from '../../components/button';
import { FlagIcon } from '../../components/icons';
import { useReportProblem } from '../model/problem-report';

const text = complianceMessages.problem;

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : text.empty;

/**
 * "Report a problem with this listing" at the foot of the MLS facts (REQ-PROBLEM-REPORT): a
 * buyer's words go to their realtor's activity feed. A quiet link until opened; shown in a
 * buyer's own dialog only (the caller decides).
 */
export const ProblemReport = ({ listingKey }: { listingKey: string }) => {
  const [open, setOpen] = useState(false);
  const [words, setWords] = useState('');
  const report = useReportProblem(listingKey);
  const id = useId();
  if (report.isSuccess) {
    return (
      <p role="status" className="mt-3 text-sm font-medium text-emerald-700">
        {text.sent}
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-3 inline-flex items-center gap-1.5 rounded text-xs font-medium text-slate-600 underline decoration-slate-300 underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        <FlagIcon />
        {text.open}
      </button>
    );
  }
  const trimmed = words.trim();
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="mt-4 space-y-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed.length === 0 || trimmed.length > problemReportMaxLength || report.isPending)
          return;
        report.mutate(trimmed);
      }}
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {text.title}
      </h3>
      <p className="text-xs text-slate-600">{text.description}</p>
      <label htmlFor={`${id}-text`} className="sr-only">
        {text.label}
      </label>
      <textarea
        id={`${id}-text`}
        value={words}
        onChange={(event) => setWords(event.target.value)}
        placeholder={text.label}
        maxLength={problemReportMaxLength}
        rows={3}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-slate-500 focus:ring-0 focus:outline-none"
      />
      {report.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(report.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button variant="ghost" className="min-h-10 py-2" onClick={() => setOpen(false)}>
          {text.cancel}
        </Button>
        <Button
          type="submit"
          busy={report.isPending}
          aria-disabled={trimmed.length === 0 || report.isPending || undefined}
          className="min-h-10 py-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          {text.send}
        </Button>
      </div>
    </form>
  );
};
