import { useCallback, useState } from 'react';
import { browserSessionStore } from '../../../lib/storage';

/**
 * The client-only last-chat-open time (REQ-CHAT-RED-DOT), kept beside the session's user record:
 * in sessionStorage without remember me, so that it survives a reload of the tab as the session does.
 */
const NAME = 'chat.lastOpen';

const read = (): number => {
  const value = Number(browserSessionStore().readItem(NAME));
  return Number.isFinite(value) ? value : 0;
};

export const useLastOpen = (now: () => number = Date.now) => {
  const [lastOpen, setLastOpen] = useState(read);
  const touch = useCallback(() => {
    const at = now();
    setLastOpen(at);
    browserSessionStore().writeItem(NAME, String(at));
  }, [now]);
  return { lastOpen, touch };
};
