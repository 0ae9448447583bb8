import { expect, test } from '../support/test';
import { viewHeadingOf } from '../support/demo-users';
import { launchBrowserWithProfile } from '../support/persistent-browser';
import { expectOnHome, expectOnSignIn, signIn } from '../support/sign-in';

for (const rememberMe of [true, false]) {
  const mode = rememberMe ? 'with' : 'without';

  test(`a reload of /home keeps the user signed in (${mode} Remember me)`, async ({ page }) => {
    await signIn(page, 'buyer', { rememberMe });
    await page.reload();
    await expectOnHome(page);
    await expect(
      page.getByRole('heading', { name: viewHeadingOf('buyer'), exact: true }),
    ).toBeVisible();
  });
}

test('with Remember me the session survives a browser restart', async () => {
  const profile = test.info().outputPath('profile');
  const first = await launchBrowserWithProfile(profile);
  await signIn(await first.newPage(), 'lead', { rememberMe: true });
  await first.close();

  const second = await launchBrowserWithProfile(profile);
  try {
    const page = await second.newPage();
    await page.goto('/home');
    await expectOnHome(page);
    await expect(
      page.getByRole('heading', { name: viewHeadingOf('team-leader'), exact: true }),
    ).toBeVisible();
  } finally {
    await second.close();
  }
});

test('without Remember me a browser restart ends the session', async () => {
  const profile = test.info().outputPath('profile');
  const first = await launchBrowserWithProfile(profile);
  await signIn(await first.newPage(), 'lead', { rememberMe: false });
  await first.close();

  const second = await launchBrowserWithProfile(profile);
  try {
    const page = await second.newPage();
    await page.goto('/home');
    await expectOnSignIn(page);
  } finally {
    await second.close();
  }
});
