import { afterEach, describe, expect, it, vi } from 'vitest';
import { animateMove } from './animate-move';

/**
 * A browser's view transitions as Chromium runs them: the update runs a frame later, and a new
 * transition skips the running one, whose promises then reject ("Transition was skipped").
 */
const fakeViewTransitions = () => {
  let running: { skip: () => void } | null = null;
  const skipped = () => new DOMException('Transition was skipped', 'AbortError');
  const start = vi.fn((update: () => void) => {
    running?.skip();
    let reject = (_error: unknown) => undefined as void;
    let resolve = () => undefined as void;
    const ready = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
    const finished = new Promise<void>((yes, no) => ready.then(yes, no));
    const done = new Promise<void>((yes) => setTimeout(() => (update(), yes()), 0));
    const transition = {
      ready,
      finished,
      updateCallbackDone: done,
      skipTransition: () => reject(skipped()),
      types: new Set<string>(),
    };
    running = { skip: transition.skipTransition };
    setTimeout(resolve, 5);
    return transition as unknown as ViewTransition;
  });
  document.startViewTransition = start as unknown as Document['startViewTransition'];
  return start;
};

afterEach(() => {
  Reflect.deleteProperty(document, 'startViewTransition');
});

describe('animateMove', () => {
  it('runs a move during another one without an uncaught "Transition was skipped"', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const start = fakeViewTransitions();
      const changes: string[] = [];
      animateMove(() => changes.push('lock'));
      animateMove(() => changes.push('second lock'));
      await new Promise((done) => setTimeout(done, 30));
      expect(start).toHaveBeenCalledTimes(2);
      expect(changes).toEqual(['lock', 'second lock']);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('applies the change at once where the browser has no view transitions', () => {
    const changes: string[] = [];
    animateMove(() => changes.push('lock'));
    expect(changes).toEqual(['lock']);
  });
});
