import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyComponent', () => {
  it('suspends until its code has arrived, loading it once', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyComponent(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const Lazy = lazyComponent(async () => Greeting);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
