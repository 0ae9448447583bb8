import { NavLink } from 'react-router';
import { cx } from '../../lib/class-names';
import { labels } from '../../lib/labels';

const text = labels.header;

/** The header's links for every signed-in role: Find Homes (/search). */
export const HeaderNav = () => (
  <nav aria-label={text.navigation} className="flex min-w-0 flex-1 items-center">
    <NavLink
      to="/search"
      className={({ isActive }) =>
        cx(
          'inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-white transition-colors hover:bg-black/15',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
          // Darker, never lighter, than the header: white text keeps its contrast on the green.
          isActive ? 'bg-black/20 shadow-[inset_0_-2px_0_0_white]' : '',
        )
      }
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        aria-hidden="true"
        className="size-4"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      {text.findHomes}
    </NavLink>
  </nav>
);
