import { Link } from 'react-router';
import { type HeaderTone, headerTone, type UserProfile } from '@rela/contracts';
import { NotificationBell } from '../../features/alerts';
import { Logo } from '../../components/logo';
import { cx } from '../../lib/class-names';
import { AccountMenu } from './account-menu';
import { HeaderNav, navItemCount } from './header-nav';
import { labels } from '../../lib/labels';

/** More links than a phone's header holds beside the word Rela: the mark alone there. */
const PHONE_LINKS_WITH_WORD = 3;

/** Green #15803d for realtors, dark slate #1e293b otherwise (REQ-HEADER-COLOUR). */
const toneClass: Record<HeaderTone, string> = {
  green: 'bg-header-green',
  slate: 'bg-header-slate',
};

export const AppHeader = ({
  profile,
  onLogout,
}: {
  profile: UserProfile;
  onLogout: () => void;
}) => {
  const tone = headerTone(profile.role);
  return (
    <header data-tone={tone} className={cx('sticky top-0 z-30 shadow-sm', toneClass[tone])}>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link
          to="/home"
          aria-label={labels.header.home}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
        >
          <Logo
            tone="light"
            wordClassName={
              navItemCount(profile.role) > PHONE_LINKS_WITH_WORD ? 'max-sm:hidden' : undefined
            }
          />
        </Link>
        <HeaderNav role={profile.role} />
        <div className="flex items-center gap-2 sm:gap-3">
          <NotificationBell />
          <AccountMenu profile={profile} onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
};
