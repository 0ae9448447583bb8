import { expect, test, type Page } from '../support/test';
import { expectOnHome, expectOnSignIn, signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

/** The numbers of the page's numbered section headings ("1. ...", "2. ..."), in page order. */
const sectionNumbers = async (page: Page): Promise<number[]> => {
  const names = await page.getByRole('heading').allInnerTexts();
  return names
    .map((name) => /^\s*(\d+)\.\s/.exec(name)?.[1])
    .filter((number) => number !== undefined)
    .map(Number);
};

const upTo = (last: number) => Array.from({ length: last }, (_, index) => index + 1);

const legalPages = [
  { path: '/terms-of-service', title: labels.termsOfService, sections: 26 },
  { path: '/privacy-policy', title: labels.privacyPolicy, sections: undefined },
] as const;

for (const { path, title, sections } of legalPages) {
  test(`${title} shows its numbered sections to a visitor and leads back home`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    const numbers = await sectionNumbers(page);
    expect(numbers.length, 'numbered sections').toBeGreaterThan(1);
    expect(numbers).toEqual(upTo(sections ?? numbers.length));

    await page.getByRole('link', { name: labels.backToHome, exact: true }).click();
    await expectOnSignIn(page);
  });

  test(`${title} opens for a signed-in user and Back to Home returns to /home`, async ({
    page,
  }) => {
    await signIn(page, 'buyer');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await page.getByRole('link', { name: labels.backToHome, exact: true }).click();
    await expectOnHome(page);
  });
}
