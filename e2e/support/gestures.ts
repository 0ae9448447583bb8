import type { Locator, Page } from '@playwright/test';

const STEPS = 8;

/** The point a gesture starts from: the middle of `target`, a little above centre. */
const startPoint = async (target: Locator) => {
  const box = await target.boundingBox();
  if (!box) throw new Error('The gesture target is not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height * 0.4 };
};

/** A mouse drag of `dx` pixels across `target` (negative: leftwards). */
export const mouseDrag = async (page: Page, target: Locator, dx: number): Promise<void> => {
  const { x, y } = await startPoint(target);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: STEPS });
  await page.mouse.up();
};

/**
 * A one-finger swipe of `dx` pixels across `target`, as real touch input (Chromium turns it into
 * touch events and pointer events of type `touch`). The context needs `hasTouch`.
 */
export const touchSwipe = async (page: Page, target: Locator, dx: number): Promise<void> => {
  const { x, y } = await startPoint(target);
  const cdp = await page.context().newCDPSession(page);
  try {
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }],
      });
    await touch('touchStart', x);
    for (let step = 1; step <= STEPS; step += 1) await touch('touchMove', x + (dx * step) / STEPS);
    await touch('touchEnd', x + dx);
  } finally {
    await cdp.detach();
  }
};
