import { outdoorScenes, photoDescriptions } from './photo-descriptions';
import {
  aerialScene,
  buildingScene,
  houseScene,
  pickPalette,
  roomScene,
  skyDefs,
  yardScene,
} from './photo-scenes';
import type { Shot } from './photo-scenes';
import { photoSizeFor, takeOf, type PhotoSize } from './media';
import { createRandom } from './random';
import type { MediaRecord, PropertyRecord } from './types';

const sceneFor = (shot: Shot, description: string, record: PropertyRecord | undefined) => {
  const land = record?.PropertyType === 'Land';
  const attached =
    record?.PropertySubType === 'Condominium' || record?.PropertySubType === 'Townhouse';
  if (description === 'Aerial view') return aerialScene(shot);
  if (!outdoorScenes.has(description))
    return land ? yardScene(shot, false) : roomScene(shot, description);
  if (!land && /exterior|street|porch|garage/i.test(description)) {
    return attached ? buildingScene(shot) : houseScene(shot);
  }
  return yardScene(shot, !land);
};

const draw = (
  listingKey: string,
  order: number,
  description: string | null,
  look: { size: PhotoSize; take: string },
  record: PropertyRecord | undefined,
) => {
  const shot: Shot = {
    // A retaken photo is another picture of the same subject, in the same house colours.
    random: createRandom(`${listingKey}:${order}:svg${look.take ? `:${look.take}` : ''}`),
    palette: pickPalette(createRandom(`${listingKey}:palette`)),
    stories: record?.Stories ?? 1 + (createRandom(listingKey).next() < 0.4 ? 1 : 0),
  };
  const subject = description ?? (order === 0 ? 'Front exterior' : 'Living room');
  const { width, height } = look.size;
  // Drawn on a 1600x1200 stage; a wider photo shows its middle (the camera's crop).
  // No caption is drawn in: a photo's words are its ShortDescription (alt text, the gallery).
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1200" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"><defs>${skyDefs(shot.random)}</defs>${sceneFor(shot, subject, record)}</svg>`;
};

/** What a photo's picture depends on. */
export type PhotoSubject = Pick<
  MediaRecord,
  'ResourceRecordKey' | 'Order' | 'ShortDescription' | 'ImageWidth' | 'ImageHeight' | 'MediaPath'
>;

/**
 * A generated photo as an SVG document (the scene its JPEG is made from): a house, building, yard,
 * aerial or room scene chosen by the photo's ShortDescription, coloured from the listing key (the
 * same house on every photo), laid out from the key and order. A retaken photo (its path names the
 * take) is another picture of the same subject. Drawn at ImageWidth x ImageHeight, or at `drawnAt`.
 */
export const photoSvg = (media: PhotoSubject, record?: PropertyRecord, drawnAt?: PhotoSize) =>
  draw(
    media.ResourceRecordKey,
    media.Order,
    media.ShortDescription,
    {
      size: drawnAt ?? { width: media.ImageWidth, height: media.ImageHeight },
      take: takeOf(media.MediaPath),
    },
    record,
  );

/**
 * `photoSvg` of a MediaRecord, or of a listing key and order (the photo as first listed, captioned
 * from the listing when given).
 */
export function renderPhotoSvg(media: PhotoSubject, record?: PropertyRecord): string;
export function renderPhotoSvg(listingKey: string, order: number, record?: PropertyRecord): string;
export function renderPhotoSvg(
  target: string | PhotoSubject,
  orderOrRecord?: number | PropertyRecord,
  maybeRecord?: PropertyRecord,
): string {
  if (typeof target !== 'string') {
    return photoSvg(target, typeof orderOrRecord === 'object' ? orderOrRecord : undefined);
  }
  const order = typeof orderOrRecord === 'number' ? orderOrRecord : 0;
  const description = maybeRecord ? (photoDescriptions(maybeRecord)[order] ?? null) : null;
  const look = { size: photoSizeFor(target), take: '' };
  return draw(target, order, description, look, maybeRecord);
}
