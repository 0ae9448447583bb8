import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  activityMessages,
  activityRoutes,
  defaultProductSlug,
  withProduct,
  type Role,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { buyerKeys, entry, listings, teamUsers } from './test-support';
import { labels } from '../../lib/labels';

const keys = ['K1', 'K2', 'K3'];
const hotName = activityMessages.hotBadgeLabel(activityMessages.hotReasons['liked-no-tour']);

/** The feed's Hot homes of buyer b1 (K2 liked two days ago, no tour); the asks logged. */
const serveHot = () => {
  const asked: string[] = [];
  server.use(
    http.get(
      apiUrl(withProduct(activityRoutes.activity.path, defaultProductSlug)),
      ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          items: [],
          hot: [
            {
              buyerUsername: 'b1',
              buyerName: 'Bo Buyer',
              listingKey: 'K2',
              address: null,
              reason: 'liked-no-tour',
              since: new Date().toISOString(),
            },
          ],
        });
      },
    ),
  );
  return asked;
};

const expandAs = async (role: Role) => {
  const user = userEvent.setup();
  storedSignIn({ userRole: role, userUsername: role });
  teamUsers([entry({ username: 'b1', properties: keys })]);
  buyerKeys(keys);
  listings();
  renderApp('/buyers');
  const row = await screen.findByRole('listitem', { name: 'Bo Buyer' });
  await user.click(within(row).getByRole('button', { name: labels.team.expand('Bo Buyer') }));
  await within(row).findAllByRole('button', { name: /^Open details for/ });
  return row;
};

describe('the Hot badge on a buyer’s home tiles (REQ-ACTIVITY-HOT)', () => {
  it('marks the Hot home for the buyer’s own realtor, with why in its name', async () => {
    const asked = serveHot();
    const row = await expandAs('realtor');
    const tiles = within(within(row).getByRole('list')).getAllByRole('listitem');
    expect(await within(tiles[1]!).findByText(hotName)).toBeInTheDocument();
    expect(within(tiles[0]!).queryByText(hotName)).toBeNull();
    expect(asked).toEqual(['?buyer=b1&limit=1']);
  });
});
