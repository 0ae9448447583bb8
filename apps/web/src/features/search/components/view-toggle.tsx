import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';
import { ListIcon, MapIcon } from './search-icons';

export type ResultsView = 'list' | 'map';

const text = labels.search;

const views = [
  { view: 'list', label: text.list, Icon: ListIcon },
  { view: 'map', label: text.map, Icon: MapIcon },
] as const;

/** The phone's List/Map switch, floating over the bottom of the results. */
export const ViewToggle = ({
  view,
  onChange,
}: {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
}) => (
  <div
    role="group"
    aria-label={text.view}
    className="absolute bottom-5 left-1/2 z-10 flex -translate-x-1/2 gap-1 rounded-full bg-slate-900 p-1 shadow-xl"
  >
    {views.map(({ view: each, label, Icon }) => (
      <button
        key={each}
        type="button"
        aria-pressed={view === each}
        onClick={() => onChange(each)}
        className={cx(
          'inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
          view === each ? 'bg-white text-slate-900' : 'text-white hover:bg-white/10',
        )}
      >
        <Icon />
        {label}
      </button>
    ))}
  </div>
);
