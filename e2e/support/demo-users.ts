import { type HeaderTone, type Role } from '@rela/contracts';
import { labels } from '../../apps/web/src/lib/labels';

/** The demo seed's password (README; overridable on the server with DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'Rela-demo-2026!';

export type DemoUser = {
  username: string;
  role: Role;
  tone: HeaderTone;
  /** The computed background colour of the header for that tone. */
  headerBackground: string;
  /** The heading of the role's view on /home. */
  viewHeading: string;
};

const toneBackground: Record<HeaderTone, string> = {
  green: 'rgb(21, 128, 61)',
  slate: 'rgb(30, 41, 59)',
};

const demoUser = (username: string, role: Role, tone: HeaderTone): DemoUser => ({
  username,
  role,
  tone,
  headerBackground: toneBackground[tone],
  viewHeading: labels.views[role],
});

export const demoUsers: readonly DemoUser[] = [
  demoUser('owner', 'company-owner', 'slate'),
  demoUser('lead', 'team-leader', 'slate'),
  demoUser('realtor', 'realtor', 'green'),
  demoUser('buyer', 'buyer', 'slate'),
];

export const demoEmail = (username: string): string => `${username}@rela.example`;

/** The heading of the /home view that a demo user of that role sees. */
export const viewHeadingOf = (role: Role): string => labels.views[role];
