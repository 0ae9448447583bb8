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
 * 7 KB served) is not part of the first load (ADR 037): a plain button of the same look
 * stands in and loads it when the pointer comes over it or it takes the focus. The real button
 * takes its place once the code is there: focused when the stand-in had the focus, and open when
 * the stand-in was pressed. Never in the middle of a press: the rest of a click would land on an
 * element that did not see it begin, so a press ends (its click) before the swap.
 */
export const AccountMenu = ({ profile, onLogout }: AccountMenuProps) => {
  const standIn = useRef<HTMLButtonElement>(null);
  const arrived = useRef(false);
  const pressing = useRef(false);
  const pressed = useRef(false);
  const [real, setReal] = useState<{ open: boolean; focused: boolean } | null>(null);

  const swapWhenReady = () => {
    if (!arrived.current || pressing.current) return;
    const focused = standIn.current !== null && document.activeElement === standIn.current;
    setReal({ open: pressed.current, focused });
  };
  const load = () =>
    void Dropdown.preload().then(() => {
      arrived.current = true;
      swapWhenReady();
    });
  const press = () => {
    pressing.current = false;
    pressed.current = true;
    load();
  };
  const pressEnds = () => {
    pressing.current = false;
    swapWhenReady();
  };

  if (real)
    return (
      <Dropdown
        profile={profile}
        onLogout={onLogout}
        triggerClassName={triggerClassName}
        defaultOpen={real.open}
        focusTrigger={real.focused}
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
      onPointerDown={() => {
        pressing.current = true;
        void Dropdown.preload();
      }}
      onPointerLeave={pressEnds}
      onPointerCancel={pressEnds}
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
