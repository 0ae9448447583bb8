import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { labels } from '../../../lib/labels';
import { MyPropertiesFrame } from './my-properties-view';

describe('the My Properties heading', () => {
  it('keeps one line beside its count and Compare on a phone (a smaller size there, no wrap)', () => {
    render(
      <MyPropertiesFrame count={12} actions={<button type="button">Compare</button>}>
        <p>homes</p>
      </MyPropertiesFrame>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: labels.views.buyer });
    expect(heading).toHaveClass('whitespace-nowrap', 'text-xl', 'sm:text-2xl');
    expect(screen.getByText('12')).toBeInTheDocument();
  });
});
