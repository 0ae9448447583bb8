import { API_PREFIX, defaultPhotoShape, listingPhotoUrl, type ListingPhoto } from '@rela/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A listing's photos as the replica holds them (`replica_listings.photos`, the search's card
 * image): each the URL an answer carries (`listingPhotoUrl`) less its `/api/{product}/` part, so
 * the rows do not depend on PRODUCT_SLUG (ADR 046). `answerPhotoUrl` puts it back.
 */
const STORED = 'photos/';

/** The held form of a photo (what `photoUrlSql` makes in the database). */
export const storedPhotoUrl = (photo: ListingPhoto): string =>
  listingPhotoUrl('', photo).slice(`${API_PREFIX}//`.length);

/** A waiting photo of the usual shape: what any held URL that is not Rela's answers as. */
const unknownPhoto = storedPhotoUrl({ copied: false, ...defaultPhotoShape });

/**
 * The URL an answer carries for a held photo. A held value that is not one of Rela's (a row
 * written before the copies, a live MLS answer) answers as a waiting photo: never the MLS's URL.
 */
export const answerPhotoUrl = (product: string, held: string): string =>
  `${API_PREFIX}/${product}/${held.startsWith(STORED) ? held : unknownPhoto}`;

/** Each held photo as its answer URL. */
export const answerPhotoUrls = (product: string, held: readonly string[]): string[] =>
  held.map((url) => answerPhotoUrl(product, url));

const MAX_SIDE = 20_000;
const sideOk = (column: SQL) => sql`${column} between 1 and ${sql.raw(String(MAX_SIDE))}`;

/**
 * The held form of the photo of media row `media` and photo row `photo` (aliases of a statement,
 * the photo's maybe null): its copy once copied, else (waiting, changed since its last copy, or
 * refused) a waiting photo of the MLS's `ImageWidth` x `ImageHeight` (the usual 3:2 without both).
 * A changed photo thus changes its listing's photos when the MLS changes it (its `photos_changed`
 * event) and again, without an event, when its new copy is made.
 */
export const photoUrlSql = (media: SQL, photo: SQL) => sql`case
  when ${photo}.state = 'copied'
    then 'photos/' || ${photo}.hash || '/dialog.webp#' || ${photo}.width || 'x' || ${photo}.height
      || '-' || ${photo}.top_color || '-' || ${photo}.bottom_color
  when ${sideOk(sql`${media}.image_width`)} and ${sideOk(sql`${media}.image_height`)}
    then 'photos/pending#' || ${media}.image_width || 'x' || ${media}.image_height
  else ${unknownPhoto} end`;
