import { expect, test } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { viewHeadingOf } from '../support/demo-users';
import { expectOnHome, expectOnSignIn, signIn, signInForm } from '../support/sign-in';

test('a signed-in user opening the sign-in area is sent to /home', async ({ page }) => {
  await signIn(page, 'owner');
  for (const path of ['/auth/login', '/login', '/']) {
    await page.goto(path);
    await expectOnHome(page);
    await expect(
      page.getByRole('heading', { name: viewHeadingOf('company-owner'), exact: true }),
    ).toBeVisible();
  }
});

for (const path of ['/home', '/', '/account']) {
  test(`a visitor opening ${path} is sent to /auth/login`, async ({ page }) => {
    await page.goto(path);
    await expectOnSignIn(page);
  });
}

test('a visitor opening /login sees the sign-in screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/(auth\/)?login$/);
  await expect(signInForm(page).username).toBeVisible();
  await expect(signInForm(page).submit).toBeVisible();
});

test('each list screen is its role’s own: others are sent to their /home', async ({ page }) => {
  await signIn(page, 'buyer');
  for (const path of ['/buyers', '/team', '/leaders']) {
    await page.goto(path);
    await expectOnHome(page);
    await expect(
      page.getByRole('heading', { name: viewHeadingOf('buyer'), exact: true }),
    ).toBeVisible();
  }
});

test('a realtor opens /buyers directly and sees My Buyers', async ({ page }) => {
  await signIn(page, 'realtor');
  await page.goto('/buyers');
  await expect(page).toHaveURL(/\/buyers$/);
  await expect(
    page.getByRole('heading', { name: viewHeadingOf('realtor'), exact: true }),
  ).toBeVisible();
});

for (const { username, role, path } of [
  { username: 'realtor', role: 'realtor', path: '/buyers' },
  { username: 'lead', role: 'team-leader', path: '/team' },
  { username: 'owner', role: 'company-owner', path: '/leaders' },
] as const) {
  test(`axe finds no serious or critical violation on ${path}, a row expanded`, async ({
    page,
  }) => {
    await signIn(page, username);
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: viewHeadingOf(role), exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
    const expand = page.getByRole('button', { name: /^Show details for / }).first();
    if (await expand.isVisible()) {
      await expand.click();
      await expect(page.getByRole('button', { name: /^Hide details for / })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
    }
    await expectNoSeriousAxeViolations(page, path);
  });
}
