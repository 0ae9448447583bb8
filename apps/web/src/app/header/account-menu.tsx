import { useRef, useState } from 'react';
import { initials } from '@rela/contracts';
import { Avatar } from '../../components/avatar';
import { labels } from '../../lib/labels';
import { lazyComponent } from '../../lib/lazy-component';
import type { AccountMenuProps } from './account-dropdown';

const Dropdown = lazyComponent(async () => (await import('./account-dropdown')).AccountDropdown);

const triggerClassName =
  'rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

const opensMenu = ['Enter', ' ', 'ArrowDown'];

/**
 * The avatar button of the header. The menu's code (Radix's dropdown and its positioning, about
 * 7 KB served) is not part of the first load (issue 18, ADR 037): a plain button of the same look
 * stands in, loads it when the pointer comes over it, and gives its place to the real one when it
 * takes the focus or is pressed (then the menu opens as soon as its code is there).
 */
export const AccountMenu = ({ profile, onLogout }: AccountMenuProps) => {
  const standIn = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<{ focused: boolean } | null>(null);
  const [pressed, setPressed] = useState(false);
  const load = () =>
    void Dropdown.preload().then(() =>
      setLoaded({
        focused: standIn.current !== null && document.activeElement === standIn.current,
      }),
    );
  const press = () => {
    setPressed(true);
    load();
  };

  if (loaded)
    return (
      <Dropdown
        profile={profile}
        onLogout={onLogout}
        triggerClassName={triggerClassName}
        defaultOpen={pressed}
        focusTrigger={loaded.focused}
      />
    );
  return (
    <button
      ref={standIn}
      type="button"
      aria-label={labels.header.accountMenu}
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClassName}
      onPointerEnter={() => void Dropdown.preload()}
      onFocus={load}
      onPointerDown={press}
      onClick={press}
      onKeyDown={(event) => {
        if (!opensMenu.includes(event.key)) return;
        event.preventDefault();
        press();
      }}
    >
      <Avatar imageUrl={profile.profileImage} initials={initials(profile)} />
    </button>
  );
};
