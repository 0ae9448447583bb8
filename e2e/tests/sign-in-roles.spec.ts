import { expect, test } from '../support/test';
import { accountInfoSchema, tokenResponseSchema } from '@rela/contracts';
import { DEMO_PASSWORD, demoEmail, demoUsers } from '../support/demo-users';
import { openAccountMenu } from '../support/header';
import { signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

const ui = labels;

for (const user of demoUsers) {
  test(`${user.username} (${user.role}) lands on /home with the ${user.tone} header`, async ({
    page,
  }) => {
    await signIn(page, user.username);

    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-tone', user.tone);
    await expect(header).toHaveCSS('background-color', user.headerBackground);
    await expect(page.getByRole('heading', { name: user.viewHeading, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: ui.header.home, exact: true })).toHaveAttribute(
      'href',
      '/home',
    );
  });
}

test('the avatar menu shows the full name, the e-mail, My Account and Logout', async ({
  page,
  request,
}) => {
  const username = 'realtor';
  const login = await request.post('/api/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = tokenResponseSchema.parse(await login.json());
  const info = await request.get('/api/my-account-info', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(info.status()).toBe(200);
  const account = accountInfoSchema.parse(await info.json());

  await signIn(page, username);
  const menu = await openAccountMenu(page);
  await expect(menu).toContainText(`${account.userFirstName} ${account.userLastName}`);
  await expect(menu).toContainText(demoEmail(username));
  await expect(
    menu.getByRole('menuitem', { name: ui.header.myAccount, exact: true }),
  ).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: ui.header.logout, exact: true })).toBeVisible();

  await menu.getByRole('menuitem', { name: ui.header.myAccount, exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: ui.account.title, exact: true })).toBeVisible();
});
