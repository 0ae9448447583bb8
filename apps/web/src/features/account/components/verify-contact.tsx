import { useEffect, useEffectEvent, useRef } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import type { Timers } from '../../../lib/timers';
import { useContactChange, type ContactKind } from '../hooks/use-contact-change';
import { CodeStep } from './code-step';
import { labels } from '../../../lib/labels';

const text = labels.account;

/** Verify of an unverified e-mail or phone: sends the code as it opens, then the code step. */
export const VerifyContact = ({
  kind,
  sentTo,
  onClose,
  timers,
}: {
  kind: ContactKind;
  sentTo: string;
  onClose: () => void;
  timers?: Timers;
}) => {
  const change = useContactChange(kind, { verify: true, onDone: onClose, timers });
  const sentOnOpen = useRef(false);

  const sendCode = useEffectEvent(() => change.verifyCurrent());
  // Once per opening (the component mounts with Verify), not again on a Strict Mode remount.
  useEffect(() => {
    if (sentOnOpen.current) return;
    sentOnOpen.current = true;
    sendCode();
  }, []);

  if (change.step === 'code')
    return <CodeStep change={change} sentTo={sentTo} onCancel={onClose} />;
  if (!change.error) {
    return (
      <p role="status" className="mt-4 text-sm text-slate-600">
        {text.sending}
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-3">
      <Alert>{change.error}</Alert>
      <Button variant="secondary" onClick={onClose}>
        {text.cancel}
      </Button>
    </div>
  );
};
