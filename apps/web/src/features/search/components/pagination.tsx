import { ChevronIcon } from '../../../components/icons';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';

const text = labels.search;

const stepClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-slate-400 disabled:ring-slate-200 disabled:hover:bg-transparent';

/** Previous, the page out of all, next. */
export const Pagination = ({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) =>
  pages > 1 ? (
    <nav aria-label={text.pagination} className="flex items-center justify-center gap-3 py-6">
      <button
        type="button"
        className={stepClass}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronIcon direction="left" className="size-4" />
        {text.previous}
      </button>
      <span aria-current="page" className={cx('px-2 text-sm text-slate-600 tabular-nums')}>
        {text.page(page, pages)}
      </span>
      <button
        type="button"
        className={stepClass}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {text.next}
        <ChevronIcon direction="right" className="size-4" />
      </button>
    </nav>
  ) : null;
