import { tourMessages, type Tour } from '@rela/contracts';
import { windowLabel } from '../utils/tour-time';
import { mainWindow } from '../tour-order';

/** What an overlap warning says of another confirmed tour: where, with whom and when. */
export const overlapText = (other: Tour) => {
  const window = mainWindow(other);
  return tourMessages.overlapWith(
    other.address ?? other.listingKey,
    other.buyer.name,
    window ? windowLabel(window.start, window.end, other.timeZone) : '',
  );
};
