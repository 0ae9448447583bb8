import { expect, test } from '../support/test';
import { REFRESH_COOKIE } from '@rela/contracts';
import { logout } from '../support/header';
import { expectOnSignIn, signIn } from '../support/sign-in';

for (const rememberMe of [true, false]) {
  test(`logout from the avatar menu ends the session (${rememberMe ? 'with' : 'without'} Remember me)`, async ({
    page,
    context,
  }) => {
    await signIn(page, 'realtor', { rememberMe });
    const refreshCookie = (await context.cookies()).find(
      (cookie) => cookie.name === REFRESH_COOKIE,
    );
    expect(refreshCookie, 'the refresh cookie after sign-in').toBeDefined();

    await logout(page);
    await expectOnSignIn(page);
    expect(
      (await context.cookies()).some((cookie) => cookie.name === REFRESH_COOKIE),
      'the refresh cookie is cleared',
    ).toBe(false);

    await page.goto('/home');
    await expectOnSignIn(page);

    if (refreshCookie) await context.addCookies([refreshCookie]);
    const refresh = await page.request.post('/api/refresh-access-token');
    expect(refresh.status(), 'the old refresh cookie is revoked').toBe(401);
  });
}
