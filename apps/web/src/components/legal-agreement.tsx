import { useId, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { limits } from '@rela/contracts';
import type { DialogProps } from './dialog';
import { textLinkClass } from './text-link';
import { labels } from '../lib/labels';

export type LegalDialogComponent = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: DialogProps['onCloseAutoFocus'];
}>;

/** The Terms of Service and Privacy Policy modals; `app/` passes them in (features stay apart). */
export type LegalDialogs = {
  TermsDialog: LegalDialogComponent;
  PrivacyDialog: LegalDialogComponent;
};

type OpenDialog = 'terms' | 'privacy' | null;

export type LegalAgreementProps = {
  id?: string;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  legal: LegalDialogs;
  describedBy?: string;
};

const text = labels;

/** The agreement checkbox: at least 18, Terms of Service and Privacy Policy (links open modals). */
export const LegalAgreement = ({
  id: givenId,
  agreed,
  onAgreedChange,
  legal,
  describedBy,
}: LegalAgreementProps) => {
  const ownId = useId();
  const id = givenId ?? ownId;
  const [open, setOpen] = useState<OpenDialog>(null);
  const { TermsDialog, PrivacyDialog } = legal;
  // The link that opened a dialog takes the focus back when it closes.
  const termsLink = useRef<HTMLAnchorElement>(null);
  const privacyLink = useRef<HTMLAnchorElement>(null);

  const openDialog = (dialog: OpenDialog) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpen(dialog);
  };
  const changeOpen = (dialog: OpenDialog) => (next: boolean) => setOpen(next ? dialog : null);
  const focusTermsLink = (event: Event) => {
    event.preventDefault();
    termsLink.current?.focus();
  };
  const focusPrivacyLink = (event: Event) => {
    event.preventDefault();
    privacyLink.current?.focus();
  };

  return (
    <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
      <input
        id={id}
        type="checkbox"
        checked={agreed}
        aria-describedby={describedBy}
        onChange={(event) => onAgreedChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {text.forgotPassword.agreement(limits.minimumAge)}{' '}
        <a
          ref={termsLink}
          href="/terms-of-service"
          onClick={openDialog('terms')}
          className={textLinkClass}
        >
          {text.termsOfService}
        </a>{' '}
        {text.forgotPassword.and}{' '}
        <a
          ref={privacyLink}
          href="/privacy-policy"
          onClick={openDialog('privacy')}
          className={textLinkClass}
        >
          {text.privacyPolicy}
        </a>
        .
      </label>
      <TermsDialog
        open={open === 'terms'}
        onOpenChange={changeOpen('terms')}
        onCloseAutoFocus={focusTermsLink}
      />
      <PrivacyDialog
        open={open === 'privacy'}
        onOpenChange={changeOpen('privacy')}
        onCloseAutoFocus={focusPrivacyLink}
      />
    </div>
  );
};
