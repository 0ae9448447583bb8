import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyDialog, PrivacyPolicyPage, TermsOfServicePage } from '.';
import { privacyPolicy } from './content/privacy';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/terms-of-service" element={<TermsOfServicePage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('legal pages', () => {
  it('shows the Terms of Service as 26 numbered sections with Back to Home', () => {
    renderAt('/terms-of-service');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(26);
    sections.forEach((heading, index) =>
      expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. \\S`)),
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });

  it('shows the Privacy Policy with numbered sections', () => {
    renderAt('/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(privacyPolicy.length);
    expect(screen.getByRole('heading', { level: 2, name: /^1\. / })).toBeInTheDocument();
  });

  it('opens the Privacy Policy as a modal that closes', async () => {
    const user = userEvent.setup();
    const Opener = () => {
      const [open, setOpen] = useState(true);
      return <PrivacyPolicyDialog open={open} onOpenChange={setOpen} />;
    };
    render(<Opener />);
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(privacyPolicy.length);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
