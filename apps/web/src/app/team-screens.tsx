import type { ReactNode } from 'react';
import { MyBuyers, MyLeaders } from '../features/team';
import { TeamLeadView } from './team-lead-view';

/**
 * A list screen on its own route (/buyers, /team, /leaders): the page's width and padding, as /home
 * gives the same list beside the profile card (the list itself brings none).
 */
const ListScreen = ({ children }: { children: ReactNode }) => (
  <div
    data-testid="list-screen"
    className="mx-auto w-full max-w-5xl px-4 pt-6 pb-24 sm:px-6 sm:pt-8 lg:px-8 lg:pb-8"
  >
    {children}
  </div>
);

export const MyBuyersScreen = () => (
  <ListScreen>
    <MyBuyers />
  </ListScreen>
);

export const MyTeamScreen = () => (
  <ListScreen>
    <TeamLeadView />
  </ListScreen>
);

export const MyLeadersScreen = () => (
  <ListScreen>
    <MyLeaders />
  </ListScreen>
);
