import { expect, type Page } from '@playwright/test';
import { labels } from '../../apps/web/src/lib/labels';

const ui = labels.header;

/** Opens the avatar menu of the /home header and returns it. */
export const openAccountMenu = async (page: Page) => {
  await page.getByRole('button', { name: ui.accountMenu, exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
};

export const logout = async (page: Page): Promise<void> => {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: ui.logout, exact: true }).click();
};
