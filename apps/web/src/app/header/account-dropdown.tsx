import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { displayName, formatPhone, initials, type UserProfile } from '@rela/contracts';
import { Avatar } from '../../components/avatar';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '../../components/menu';
import { labels } from '../../lib/labels';

const text = labels.header;

export type AccountMenuProps = { profile: UserProfile; onLogout: () => void };

/**
 * The avatar button and its menu: full name, e-mail, My Account and Logout. It takes the place of
 * the header's stand-in button (account-menu.tsx): open at once when that one was pressed before
 * this code arrived, and focused when that one had the focus.
 */
export const AccountDropdown = ({
  profile,
  onLogout,
  triggerClassName,
  defaultOpen,
  focusTrigger,
}: AccountMenuProps & {
  triggerClassName: string;
  defaultOpen: boolean;
  focusTrigger: boolean;
}) => {
  const navigate = useNavigate();
  const name = displayName(profile);
  const trigger = useRef<HTMLButtonElement>(null);
  // The stand-in button had the focus: it stays on the avatar when this one takes its place,
  // unless the menu opens at once (it takes the focus, and gives it back to the avatar on close).
  const focusAtMount = useRef(focusTrigger && !defaultOpen);
  useEffect(() => {
    if (focusAtMount.current) trigger.current?.focus();
  }, []);
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger aria-label={text.accountMenu} ref={trigger} className={triggerClassName}>
        <Avatar imageUrl={profile.profileImage} initials={initials(profile)} />
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-600">{profile.email}</p>
          {profile.phone ? (
            <p className="truncate text-xs text-slate-500">{formatPhone(profile.phone)}</p>
          ) : null}
        </MenuLabel>
        <MenuSeparator />
        <MenuItem onSelect={() => navigate('/account')}>{text.myAccount}</MenuItem>
        <MenuItem onSelect={onLogout}>{text.logout}</MenuItem>
      </MenuContent>
    </Menu>
  );
};
