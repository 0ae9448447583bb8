import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TooltipButton } from './tooltip-button';

describe('TooltipButton', () => {
  it('is named by its label, shows it as a tooltip hidden from screen readers, and forwards props and ref', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <TooltipButton ref={ref} label="Lock property" className="size-10" onClick={onClick}>
        <svg />
      </TooltipButton>,
    );
    const button = screen.getByRole('button', { name: 'Lock property' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('size-10');
    const tip = screen.getByText('Lock property').closest('[data-tooltip]');
    expect(tip).toHaveAttribute('aria-hidden', 'true');
    // The tooltip follows the button, which it reads its hover and focus from (CSS `peer`).
    expect(button.nextElementSibling).toBe(tip);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hides the tooltip on Escape until the focus or the pointer leaves, and still calls the handlers it was given', () => {
    const onKeyDown = vi.fn();
    const onBlur = vi.fn();
    render(<TooltipButton label="Remove property" onKeyDown={onKeyDown} onBlur={onBlur} />);
    const button = screen.getByRole('button', { name: 'Remove property' });
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(button).not.toHaveAttribute('data-tip-hidden');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button).toHaveAttribute('data-tip-hidden');
    expect(onKeyDown).toHaveBeenCalledTimes(2);
    fireEvent.blur(button);
    expect(button).not.toHaveAttribute('data-tip-hidden');
    expect(onBlur).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(button, { key: 'Escape' });
    fireEvent.pointerLeave(button);
    expect(button).not.toHaveAttribute('data-tip-hidden');
  });
});
