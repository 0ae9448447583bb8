import { useQuery } from '@tanstack/react-query';
import { listingRoutes, type OpenHouse } from '@rela/contracts';
import { call } from '../../lib/api-client';
import { labels } from '../../lib/labels';
import { formatDay } from './mls-report-fields';
import { propertyQueryKeys } from './query-keys';

const when = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** `Sat, Dec 5, 1:00 – 3:00 PM · Public`; the day alone when the times are missing. */
export const openHouseLine = (openHouse: OpenHouse) => {
  const start = openHouse.startTime ? Date.parse(openHouse.startTime) : Number.NaN;
  const end = openHouse.endTime ? Date.parse(openHouse.endTime) : Number.NaN;
  const time = Number.isNaN(start)
    ? formatDay(openHouse.date)
    : Number.isNaN(end)
      ? when.format(start)
      : when.formatRange(start, end);
  return labels.property.openHouses.line(time, openHouse.type);
};

/** A listing's upcoming open houses from the replica (REQ-MLS-OPENHOUSE); empty while loading. */
export const useOpenHouses = (listingKey: string): OpenHouse[] => {
  const query = useQuery({
    queryKey: propertyQueryKeys.openHouses(listingKey),
    queryFn: ({ signal }) =>
      call(listingRoutes.listingOpenHouses, { params: { listingKey }, signal }),
  });
  return query.data?.openHouses ?? [];
};
