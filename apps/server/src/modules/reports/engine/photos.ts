import type { ListingPhoto } from './assessment';

/** The first photo whose caption matches the earliest preference; none when no caption does. */
export const pickPhoto = (
  photos: readonly ListingPhoto[],
  preferences: readonly RegExp[],
): ListingPhoto | null => {
  for (const preference of preferences) {
    const photo = photos.find(
      (candidate) => candidate.caption && preference.test(candidate.caption),
    );
    if (photo) return photo;
  }
  return null;
};

/** The cover photo (lowest Order): by convention the front of the home, so the exterior's fallback. */
export const coverPhoto = (photos: readonly ListingPhoto[]): ListingPhoto | null =>
  [...photos].sort((a, b) => a.order - b.order)[0] ?? null;
