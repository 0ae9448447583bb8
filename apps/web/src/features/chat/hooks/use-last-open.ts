import { useCallback, useState } from 'react';

/** The client-only last-chat-open time (spec 000 section 3), kept with the app's other local data. */
const KEY = 'rela.chat.lastOpen';

const read = (): number => {
  try {
    const value = Number(window.localStorage.getItem(KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
};

export const useLastOpen = (now: () => number = Date.now) => {
  const [lastOpen, setLastOpen] = useState(read);
  const touch = useCallback(() => {
    const at = now();
    setLastOpen(at);
    try {
      window.localStorage.setItem(KEY, String(at));
    } catch {
      // Without storage the dot only forgets across reloads.
    }
  }, [now]);
  return { lastOpen, touch };
};
