import { useEffect, useState } from 'react';
import type { ChatAction } from '@rela/contracts';

const expiryOf = (action: ChatAction) =>
  action.expiresAt ? Date.parse(action.expiresAt) : Number.POSITIVE_INFINITY;

/**
 * The actions of a reply that still mean something: each goes when its `expiresAt` passes (an Undo
 * after 30 s, a Yes / No after 2 min), with a re-render at the next expiry.
 */
export const useLiveActions = (actions: readonly ChatAction[] | undefined): ChatAction[] => {
  const [now, setNow] = useState(Date.now);
  const live = (actions ?? []).filter((action) => expiryOf(action) > now);
  const next = Math.min(...live.map(expiryOf));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [next]);
  return live;
};
