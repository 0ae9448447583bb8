import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOr } from './lazy-or';

const Loaded = ({ text }: { text: string }) => <strong>{text}</strong>;
const Fallback = ({ text }: { text: string }) => <span>{`as typed: ${text}`}</span>;

const show = (load: () => Promise<typeof Loaded>) => {
  const Lazy = lazyOr(load, Fallback);
  render(
    <Suspense fallback={<span>loading</span>}>
      <Lazy text="1 Oak St" />
    </Suspense>,
  );
};

describe('code loaded on demand, or its fallback (ADR 054)', () => {
  it('renders the code once it has loaded', async () => {
    show(async () => Loaded);
    expect(await screen.findByText('1 Oak St')).toBeInTheDocument();
  });

  it('renders the fallback, with the same props, when the code cannot be loaded', async () => {
    show(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByText('as typed: 1 Oak St')).toBeInTheDocument();
  });
});
