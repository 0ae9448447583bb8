import { expect, type Locator, type Page } from '@playwright/test';
import { propertiesMessages } from '@rela/contracts';
import { signIn } from './sign-in';
import { labels } from '../../apps/web/src/lib/labels';

const ui = labels;
const text = propertiesMessages;

/** The buyer's My Properties view on /home, found as a user finds it. */
export const myPropertiesView = (page: Page) => {
  const list = page.getByRole('list', { name: ui.myProperties.listLabel, exact: true });
  return {
    heading: page.getByRole('heading', { name: ui.views.buyer }),
    countBadge: (count: number) => page.getByLabel(ui.myProperties.count(count), { exact: true }),
    list,
    cards: list.getByRole('listitem'),
  };
};

/** Signs a buyer in and waits until the list shows `count` cards (at least one when not given). */
export const openMyProperties = async (page: Page, username: string, count?: number) => {
  await signIn(page, username);
  const view = myPropertiesView(page);
  await expect(view.list).toBeVisible();
  if (count === undefined) await expect(view.cards.first()).toBeVisible();
  else await expect(view.cards).toHaveCount(count);
  return view;
};

/** The card of the home at `address` and its controls. */
export const propertyCard = (page: Page, address: string) => {
  const article = page.getByRole('article', { name: address, exact: true });
  const card = myPropertiesView(page).cards.filter({ has: article });
  return {
    card,
    photo: card.getByRole('button', { name: ui.property.openDetails(address), exact: true }),
    price: card.getByText(/^\$[\d,]+$/),
    details: card.getByText(/^\S+ beds?, \S+ baths? • \S+ sqft$/),
    lock: card.getByRole('button', { name: /^(Lock|Unlock) property$/ }),
    remove: card.getByRole('button', { name: text.remove, exact: true }),
  };
};

/** The remove confirmation (an alert dialog) and its buttons. */
export const removeConfirmation = (page: Page) => {
  const dialog = page.getByRole('alertdialog');
  return {
    dialog,
    cancel: dialog.getByRole('button', { name: ui.property.cancel, exact: true }),
    confirm: dialog.getByRole('button', { name: text.removeButton, exact: true }),
  };
};

/** The detail dialog of the home at `address`. */
export const propertyDialog = (page: Page, address: string) => {
  const dialog = page.getByRole('dialog', { name: address, exact: true });
  return {
    dialog,
    seeAllPhotos: dialog.getByRole('button', { name: ui.property.seeAllPhotos, exact: true }),
    tab: (name: string) => dialog.getByRole('tab', { name, exact: true }),
    panel: dialog.getByRole('tabpanel'),
  };
};

/** The value (`<dd>`) next to a label (`<dt>`) of the MLS Report tab. */
export const reportValue = (panel: Locator, label: string): Locator =>
  panel
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The full-screen photo gallery. */
export const photoGallery = (page: Page) => {
  const dialog = page.getByRole('dialog', { name: ui.property.gallery, exact: true });
  return {
    dialog,
    counter: dialog.getByText(/^\d+ \/ \d+$/),
    next: dialog.getByRole('button', { name: ui.property.nextPhoto, exact: true }),
    previous: dialog.getByRole('button', { name: ui.property.previousPhoto, exact: true }),
    close: dialog.getByRole('button', { name: ui.property.closeGallery, exact: true }),
  };
};

/** Waits until every image in `scope` that is in the viewport has loaded (for screenshots). */
export const expectImagesLoaded = async (scope: Locator): Promise<void> => {
  await expect
    .poll(() =>
      scope.locator('img').evaluateAll((images) =>
        (images as HTMLImageElement[]).every((image) => {
          const box = image.getBoundingClientRect();
          const shown =
            box.width > 0 &&
            box.bottom > 0 &&
            box.top < window.innerHeight &&
            box.right > 0 &&
            box.left < window.innerWidth;
          return !shown || (image.complete && image.naturalWidth > 0);
        }),
      ),
    )
    .toBe(true);
};
