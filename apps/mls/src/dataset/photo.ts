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
  record?: PropertyRecord,
) => {
  const shot: Shot = {
    random: createRandom(`${listingKey}:${order}:svg`),
    palette: pickPalette(createRandom(`${listingKey}:palette`)),
    stories: record?.Stories ?? 1 + (createRandom(listingKey).next() < 0.4 ? 1 : 0),
  };
  const subject = description ?? (order === 0 ? 'Front exterior' : 'Living room');
  // No caption is drawn in: a photo's words are its ShortDescription (alt text, the gallery).
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1200" width="1600" height="1200"><defs>${skyDefs(shot.random)}</defs>${sceneFor(shot, subject, record)}</svg>`;
};

/**
 * A generated photo (SVG, 1600x1200, a few KB): a house, building, yard, aerial or room scene chosen by
 * the photo's ShortDescription, coloured from the listing key (the same house on every photo) and
 * the order. Call it with the MediaRecord, or with a listing key and order.
 */
export function renderPhotoSvg(
  media: Pick<MediaRecord, 'ResourceRecordKey' | 'Order' | 'ShortDescription'>,
  record?: PropertyRecord,
): string;
export function renderPhotoSvg(listingKey: string, order: number, record?: PropertyRecord): string;
export function renderPhotoSvg(
  target: string | Pick<MediaRecord, 'ResourceRecordKey' | 'Order' | 'ShortDescription'>,
  orderOrRecord?: number | PropertyRecord,
  maybeRecord?: PropertyRecord,
): string {
  if (typeof target !== 'string') {
    const record = typeof orderOrRecord === 'object' ? orderOrRecord : undefined;
    return draw(target.ResourceRecordKey, target.Order, target.ShortDescription, record);
  }
  const order = typeof orderOrRecord === 'number' ? orderOrRecord : 0;
  const description = maybeRecord ? (photoDescriptions(maybeRecord)[order] ?? null) : null;
  return draw(target, order, description, maybeRecord);
}
