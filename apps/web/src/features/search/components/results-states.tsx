import type { ReactNode } from 'react';
import { searchMessages } from '@rela/contracts';
import { Button } from '../../../components/button';
import { HouseIcon } from '../../../components/icons';
import { labels } from '../../../lib/labels';
import type { SearchProblem } from '../utils/search-url';
import { ResultCardSkeleton } from './result-card';

const text = labels.search;

const Panel = ({
  role,
  tone = 'neutral',
  title,
  children,
}: {
  role: 'status' | 'alert';
  tone?: 'neutral' | 'error';
  title: string;
  children?: ReactNode;
}) => (
  <div
    role={role}
    className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-slate-200"
  >
    <span
      className={
        tone === 'error'
          ? 'flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700'
          : 'flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700'
      }
    >
      <HouseIcon className="size-6" />
    </span>
    <p className="max-w-md text-base font-semibold text-balance text-slate-900">{title}</p>
    {children}
  </div>
);

/** Six cards' shapes while the first results load. */
export const ResultsLoading = () => (
  <div role="status" aria-label={text.loading} className="grid gap-4 sm:grid-cols-2">
    {Array.from({ length: 6 }, (_, index) => (
      <ResultCardSkeleton key={index} />
    ))}
  </div>
);

export const ResultsEmpty = ({ onClear }: { onClear?: () => void }) => (
  <Panel role="status" title={searchMessages.noResults}>
    {onClear ? (
      <Button variant="secondary" onClick={onClear}>
        {text.clearFilters}
      </Button>
    ) : null}
  </Panel>
);

export const ResultsError = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <Panel role="alert" tone="error" title={text.failed}>
    <p className="max-w-md text-sm text-slate-600">{message}</p>
    <Button variant="secondary" onClick={onRetry}>
      {text.tryAgain}
    </Button>
  </Panel>
);

/** A link whose filters the search cannot read: which, why, and a way out. */
export const BadSearchLink = ({
  problems,
  onClear,
}: {
  problems: readonly SearchProblem[];
  onClear: () => void;
}) => (
  <Panel role="alert" tone="error" title={text.badLink}>
    <ul className="space-y-1 text-sm text-slate-700">
      {problems.map((problem) => (
        <li key={problem.name}>{problem.message}</li>
      ))}
    </ul>
    <p className="text-sm text-slate-600">{text.badLinkHint}</p>
    <Button onClick={onClear}>{text.clearFilters}</Button>
  </Panel>
);
