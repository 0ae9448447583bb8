import { homeTimeZone, isTourable } from '@rela/contracts';
import type { DialogHome } from '../../listing/slots/home-slots';
import { TourRequestButton } from './components/tour-request-button';

/** A buyer's Request a tour in the property dialog (ADR 034), in its slot (ADR 045). */
export const TourRequestAction = ({ record, offMarket }: DialogHome) => (
  <TourRequestButton
    listingKey={record.ListingKey}
    offMarket={offMarket || !isTourable(record.StandardStatus)}
    timeZone={homeTimeZone({
      state: record.StateOrProvince,
      latitude: record.Latitude,
      longitude: record.Longitude,
    })}
  />
);
