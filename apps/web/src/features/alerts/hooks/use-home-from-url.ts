import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { NoticeHome } from '../utils/notice-target';

/**
 * A clicked push's home (`?listing=KEY`, with `&buyer=NAME` for a realtor's note thread; the
 * server's `pushUrlOf`): opened in the property dialog as the bell opens a notice's home, then
 * taken out of the address so that a reload does not open it again.
 */
export const useHomeFromUrl = (open: (home: NoticeHome) => void) => {
  const [params, setParams] = useSearchParams();
  const listingKey = params.get('listing');
  const buyer = params.get('buyer');
  useEffect(() => {
    if (!listingKey) return;
    open(buyer ? { listingKey, thread: { side: 'realtor', buyer } } : { listingKey });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('listing');
        next.delete('buyer');
        return next;
      },
      { replace: true },
    );
  }, [listingKey, buyer, open, setParams]);
};
