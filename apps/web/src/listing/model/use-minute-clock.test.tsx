import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Timers } from '../../lib/timers';
import { useMinuteClock } from './use-minute-clock';

/** A clock the test moves, which counts the intervals it runs. */
const manualTimers = () => {
  let now = 0;
  const running = new Set<() => void>();
  const timers: Timers = {
    now: () => now,
    every: (callback) => {
      running.add(callback);
      return () => running.delete(callback);
    },
  };
  return {
    timers,
    running: () => running.size,
    advance: (ms: number) => {
      now += ms;
      for (const callback of [...running]) callback();
    },
  };
};

const Clock = ({ name, timers }: { name: string; timers: Timers }) => (
  <p>{`${name} ${useMinuteClock(timers)}`}</p>
);

describe('the minute clock', () => {
  it('runs one interval for every part that shows it, moves them together and stops with the last', () => {
    const clock = manualTimers();
    const { rerender, unmount } = render(
      <>
        <Clock name="a" timers={clock.timers} />
        <Clock name="b" timers={clock.timers} />
        <Clock name="c" timers={clock.timers} />
      </>,
    );
    expect(clock.running()).toBe(1);
    act(() => clock.advance(60_000));
    expect(screen.getByText('a 60000')).toBeInTheDocument();
    expect(screen.getByText('c 60000')).toBeInTheDocument();
    rerender(<Clock name="a" timers={clock.timers} />);
    expect(clock.running()).toBe(1);
    act(() => clock.advance(60_000));
    expect(screen.getByText('a 120000')).toBeInTheDocument();
    unmount();
    expect(clock.running()).toBe(0);
  });
});
