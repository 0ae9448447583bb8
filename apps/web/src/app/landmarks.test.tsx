import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  activityMessages,
  defaultProductSlug,
  tourMessages,
  tourRoutes,
  withProduct,
} from '@rela/contracts';
import { apiUrl } from '../../test/api';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { storedSignIn } from '../../test/signed-in';
import { labels } from '../lib/labels';

/** REQ-A11Y-SKIP: one main landmark on every signed-in page, and a skip link to it first. */
describe('the signed-in page’s landmarks', () => {
  it.each([
    ['/tours', tourMessages.itinerary],
    ['/activity', activityMessages.title],
    ['/home', labels.views.realtor],
  ])('%s has exactly one main, the layout’s', async (path, heading) => {
    server.use(
      http.get(apiUrl(withProduct(tourRoutes.tours.path, defaultProductSlug)), () =>
        HttpResponse.json({ items: [] }),
      ),
    );
    storedSignIn({ userRole: 'realtor', userUsername: 'realtor' });
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(document.querySelectorAll('main main')).toHaveLength(0);
  });

  it('offers a skip link as the first Tab stop, which moves the focus to the main content', async () => {
    const user = userEvent.setup();
    storedSignIn();
    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: labels.views.buyer });
    await user.tab();
    const skip = screen.getByRole('link', { name: labels.skipToContent });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
