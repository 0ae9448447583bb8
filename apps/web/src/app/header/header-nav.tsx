import { NavLink } from 'react-router';
import type { Role } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { labels } from '../../lib/labels';

const text = labels.header;

type NavItem = { to: string; label: string; roles: readonly Role[]; icon: string };

/** The header's links (24-unit icon paths): each for the roles whose pages they open. */
const items: readonly NavItem[] = [
  {
    to: '/search',
    label: text.findHomes,
    roles: ['buyer', 'realtor', 'team-leader', 'company-owner'],
    icon: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 2-3.5-3.5',
  },
  {
    to: '/tours',
    label: text.tours,
    roles: ['buyer', 'realtor'],
    icon: 'M7 3v3m10-3v3M4 8h16M5 5h14v15H5V5Zm4 9 2 2 4-4',
  },
  {
    to: '/activity',
    label: text.activity,
    roles: ['realtor', 'team-leader', 'company-owner'],
    icon: 'M3 12h4l3-7 4 14 3-7h4',
  },
  {
    to: '/performance',
    label: text.performance,
    roles: ['realtor', 'team-leader', 'company-owner'],
    // Three bars on a baseline.
    icon: 'M4 20h16M7 16v-5m5 5V6m5 10v-3',
  },
  {
    to: '/compliance',
    label: text.compliance,
    roles: ['company-owner'],
    icon: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  },
  {
    to: '/fair-housing',
    label: text.fairHousing,
    roles: ['company-owner'],
    // Scales: the law's balance, not another house beside the logo.
    icon: 'M12 3v18M8 21h8M5 7h14M5 7l-3 6a3 3 0 0 0 6 0L5 7Zm14 0-3 6a3 3 0 0 0 6 0l-3-6Z',
  },
];

/** How many links the role's header carries. */
export const navItemCount = (role: Role) =>
  items.filter((item) => item.roles.includes(role)).length;

/** The header's links for the signed-in role; on a phone, icons with their names for screen readers. */
export const HeaderNav = ({ role }: { role: Role }) => (
  <nav aria-label={text.navigation} className="flex min-w-0 flex-1 items-center gap-1">
    {items
      .filter((item) => item.roles.includes(role))
      .map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          className={({ isActive }) =>
            cx(
              'inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-lg px-2.5 text-sm font-semibold text-white transition-colors hover:bg-black/15 sm:px-3',
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
            strokeLinejoin="round"
            aria-hidden="true"
            className="size-4 shrink-0"
          >
            <path d={item.icon} />
          </svg>
          <span className="sr-only md:not-sr-only">{item.label}</span>
        </NavLink>
      ))}
  </nav>
);
