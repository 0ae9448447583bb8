/** Query keys of the property data; the key set is sorted so its order never splits the cache. */
const keySet = (listingKeys: readonly string[]) => [...listingKeys].sort().join(',');

export const propertyQueryKeys = {
  all: ['properties'] as const,
  records: (listingKeys: readonly string[]) =>
    ['properties', 'records', keySet(listingKeys)] as const,
  record: (listingKey: string) => ['properties', 'record', listingKey] as const,
  images: (listingKeys: readonly string[]) =>
    ['properties', 'images', keySet(listingKeys)] as const,
  dialogImages: (listingKey: string) => ['properties', 'dialog-images', listingKey] as const,
  openHouses: (listingKey: string) => ['properties', 'open-houses', listingKey] as const,
};
