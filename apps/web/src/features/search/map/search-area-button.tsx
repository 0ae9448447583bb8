import { mapTexts } from './map-texts';

/** "Search this area": floats at the top of the map once the user has moved it. */
export const SearchAreaButton = ({ onClick }: { onClick: () => void }) => (
  <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
    <button
      type="button"
      onClick={onClick}
      className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-lg ring-1 ring-slate-900/10 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 active:scale-[0.98]"
    >
      <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className="size-4 text-brand-700">
        <circle cx="8.5" cy="8.5" r="5.5" stroke="currentColor" strokeWidth="2" />
        <path d="m13 13 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {mapTexts.searchThisArea}
    </button>
  </div>
);
