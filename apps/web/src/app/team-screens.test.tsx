import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@rela/contracts';
import { renderApp } from '../../test/render-app';
import { storedSignIn } from '../../test/signed-in';
import { teamUsers } from '../features/team/test-support';
import { labels } from '../lib/labels';

const screens: [string, Role, string][] = [
  ['/buyers', 'realtor', labels.views.realtor],
  ['/team', 'team-leader', labels.views['team-leader']],
  ['/leaders', 'company-owner', labels.views['company-owner']],
];

describe('the list screens on their own routes', () => {
  it.each(screens)(
    '%s sits inside the page frame (width and padding), not flush left',
    async (path, role, heading) => {
      storedSignIn({ userRole: role, userUsername: role });
      teamUsers([]);
      renderApp(path);
      const title = await screen.findByRole('heading', { name: heading });
      const frame = title.closest('[data-testid="list-screen"]');
      expect(frame).not.toBeNull();
      expect(frame).toHaveClass('mx-auto', 'px-4');
    },
  );
});
