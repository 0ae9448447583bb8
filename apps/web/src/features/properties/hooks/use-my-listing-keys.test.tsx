import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { timing } from '@rela/contracts';
import { buyerHomes } from '../test-support';
import { useMyListingKeys } from './use-my-listing-keys';

const setup = () => {
  const fake = buyerHomes([{ listingKey: 'K1', liked: false }]);
  let time = 1_000_000;
  const now = () => time;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useMyListingKeys({ now }), { wrapper });
  const keyCalls = () => fake.calls.filter((call) => call === 'keys').length;
  return { hook, keyCalls, advance: (ms: number) => (time += ms) };
};

describe('buyer keys refresh', () => {
  it('fetches at most once per 5 s unless forced', async () => {
    const { hook, keyCalls, advance } = setup();
    await waitFor(() => expect(hook.result.current.data?.listingKeys).toEqual(['K1']));
    expect(keyCalls()).toBe(1);

    advance(1000);
    await act(async () => {
      expect(await hook.result.current.refresh()).toBe(false);
      expect(await hook.result.current.refresh()).toBe(false);
    });
    expect(keyCalls()).toBe(1);

    await act(async () => {
      expect(await hook.result.current.refresh({ force: true })).toBe(true);
    });
    expect(keyCalls()).toBe(2);

    advance(timing.keysRefreshThrottleMs - 1);
    await act(async () => {
      expect(await hook.result.current.refresh()).toBe(false);
    });
    advance(1);
    await act(async () => {
      expect(await hook.result.current.refresh()).toBe(true);
      expect(await hook.result.current.refresh()).toBe(false);
    });
    expect(keyCalls()).toBe(3);
  });
});
