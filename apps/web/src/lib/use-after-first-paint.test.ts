import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const readyState = (value: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { configurable: true, value });

/** A fresh module each time: the hook remembers for the page's life that the first load passed. */
const freshHook = async () => {
  vi.resetModules();
  return (await import('./use-after-first-paint')).useAfterFirstPaint;
};

afterEach(() => {
  readyState('complete');
  vi.unstubAllGlobals();
});

describe('useAfterFirstPaint', () => {
  it('stays false while the page loads, and turns true at the first idle moment after load', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    readyState('loading');
    const useAfterFirstPaint = await freshHook();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);

    act(() => void window.dispatchEvent(new Event('load')));
    expect(idle).toHaveLength(1);
    expect(result.current).toBe(false);

    act(() => idle[0]?.({ didTimeout: false, timeRemaining: () => 50 }));
    expect(result.current).toBe(true);
    // A later mount (another page of the same visit) starts at once.
    expect(renderHook(() => useAfterFirstPaint()).result.current).toBe(true);
  });

  it('waits for no load that has happened already, and works without requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const useAfterFirstPaint = await freshHook();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await vi.waitFor(() => expect(result.current).toBe(true));
  });

  it('asks nothing of the browser once unmounted', async () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const useAfterFirstPaint = await freshHook();
    renderHook(() => useAfterFirstPaint()).unmount();
    expect(cancelled).toEqual([7]);
  });
});
