import { useNavigate } from 'react-router';
import { formatPhone, fullName, initials, type UserProfile } from '@rela/contracts';
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

/** The avatar button and its menu: full name, e-mail, My Account and Logout. */
export const AccountMenu = ({
  profile,
  onLogout,
}: {
  profile: UserProfile;
  onLogout: () => void;
}) => {
  const navigate = useNavigate();
  const name = fullName(profile) || profile.username;
  return (
    <Menu>
      <MenuTrigger
        aria-label={text.accountMenu}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
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
