import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const blocking = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now; serious and critical violations fail (softly, so that one run
 * reports every screen of a test), listed readably.
 */
export const expectNoSeriousAxeViolations = async (
  page: Page,
  screen: string,
  /** A CSS selector to scan only part of the page (e.g. an open modal dialog). */
  only?: string,
): Promise<void> => {
  // A colour still in its transition (a button just enabled) is not the colour people read.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  const builder = new AxeBuilder({ page });
  const { violations } = await (only ? builder.include(only) : builder).analyze();
  const found = violations
    .filter(({ impact }) => impact && blocking.has(impact))
    .map(({ id, impact, help, nodes }) => ({
      rule: `${id} (${impact ?? 'unknown'}): ${help}`,
      nodes: nodes.map(
        ({ target, failureSummary }) => `${target.join(' ')}: ${failureSummary ?? ''}`,
      ),
    }));
  expect.soft(found, `axe: serious or critical violations on ${screen}`).toEqual([]);
};
