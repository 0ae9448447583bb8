import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { noticesQueryKey } from '../../../lib/notices';
import { watchNotices } from '../api/notice-stream';

/**
 * While `enabled`, the caller's notices' stream is kept open; each notice it tells of refreshes
 * every notices query (the bell, its panel, the cards' badges, and through them the homes' facts).
 * Answers whether the stream is open: the bell polls only while it is not.
 */
export const useNoticeStream = (enabled: boolean): boolean => {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const stop = watchNotices({
      onNotice: () => void queryClient.invalidateQueries({ queryKey: noticesQueryKey }),
      onLive: setLive,
    });
    return () => {
      stop();
      setLive(false);
    };
  }, [enabled, queryClient]);
  return live;
};
