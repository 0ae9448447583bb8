import { z } from 'zod/mini';
import { timing } from '../../constants';
import {
  addMyListingKeyResponseSchema,
  buyerHomeParamsSchema,
  buyerListingKeysParamsSchema,
  buyerListingKeysResponseSchema,
  likeResponseSchema,
  myListingKeysResponseSchema,
  removeListingKeyQuerySchema,
  removeListingKeyResponseSchema,
  sendListingKeysResponseSchema,
  undoRemovalParamsSchema,
  undoRemovalResponseSchema,
} from '../buyer-homes';
import {
  batchImagesQuerySchema,
  batchImagesResponseSchema,
  listingImagesParamsSchema,
  listingImagesQuerySchema,
  listingImagesResponseSchema,
  listingOpenHousesResponseSchema,
  listingPhotoFileParamsSchema,
  rawPropertiesQuerySchema,
  rawPropertiesResponseSchema,
} from '../listings';
import {
  aiReportParamsSchema,
  aiReportResponseSchema,
  generateReportBodySchema,
  generateReportResponseSchema,
  reportFileParamsSchema,
  reportFileQuerySchema,
} from '../reports';
import { addMyListingKeyBodySchema, sendListingKeysBodySchema } from '../search';
import { apiRoute, type ErrorStatus } from '../route';

const listingErrors: ErrorStatus[] = [400, 401, 503];
const homeErrors: ErrorStatus[] = [400, 401, 404, 409];
const reportErrors: ErrorStatus[] = [400, 401, 404];
/** Asking for a report Rela declines to make (REQ-DISPLAY-NO-REPORT) is 403 `REPORT_DECLINED`. */
const reportRequestErrors: ErrorStatus[] = [...reportErrors, 403];

/** MLS photos and raw records, behind sign-in; the MLS token stays on the server (ADR 002). */
export const listingRoutes = {
  listingImages: apiRoute({
    method: 'GET',
    path: '/:product/listings/:listingKey/images',
    access: 'signed-in',
    tag: 'listings',
    params: listingImagesParamsSchema,
    query: listingImagesQuerySchema,
    ok: { 200: listingImagesResponseSchema },
    errors: listingErrors,
  }),
  listingsImages: apiRoute({
    method: 'GET',
    path: '/:product/listings/images',
    access: 'signed-in',
    tag: 'listings',
    query: batchImagesQuerySchema,
    ok: { 200: batchImagesResponseSchema },
    errors: listingErrors,
  }),
  /** A listing's upcoming open houses from the replica (REQ-MLS-OPENHOUSE). */
  listingOpenHouses: apiRoute({
    method: 'GET',
    path: '/:product/listings/:listingKey/open-houses',
    access: 'signed-in',
    tag: 'listings',
    params: listingImagesParamsSchema,
    ok: { 200: listingOpenHousesResponseSchema },
    errors: listingErrors,
  }),
  listingsProperties: apiRoute({
    method: 'GET',
    path: '/:product/listings/properties',
    access: 'signed-in',
    tag: 'listings',
    query: rawPropertiesQuerySchema,
    ok: { 200: rawPropertiesResponseSchema },
    errors: listingErrors,
  }),
  /**
   * One file of a listing photo Rela keeps (REQ-PHOTO-SERVE, ADR 046): public (an `<img>` sends no
   * bearer token; the content hash is unguessable), immutable, `photoFileUrl` makes its path.
   */
  listingPhotoFile: apiRoute({
    method: 'GET',
    path: '/:product/photos/:hash/:file',
    access: 'public',
    tag: 'listings',
    params: listingPhotoFileParamsSchema,
    ok: {},
    errors: [400, 404],
  }),
} as const;

/** A buyer's homes: their listing keys, likes and removals (REQ-HOMES-KEYS, REQ-HOMES-LIKE, REQ-HOMES-REMOVE). */
export const buyerHomeRoutes = {
  myListingKeys: apiRoute({
    method: 'GET',
    path: '/:product/my-listing-keys',
    access: 'signed-in',
    tag: 'buyer-homes',
    ok: { 200: myListingKeysResponseSchema },
    errors: homeErrors,
  }),
  buyerListingKeys: apiRoute({
    method: 'GET',
    path: '/:product/buyers/:username/listing-keys',
    access: 'signed-in',
    tag: 'buyer-homes',
    params: buyerListingKeysParamsSchema,
    ok: { 200: buyerListingKeysResponseSchema },
    errors: homeErrors,
  }),
  /** A buyer adds a home to the end of their own list; idempotent (REQ-HOMES-ADD). */
  addMyListingKey: apiRoute({
    method: 'POST',
    path: '/:product/my-listing-keys',
    access: 'signed-in',
    tag: 'buyer-homes',
    body: addMyListingKeyBodySchema,
    ok: { 200: addMyListingKeyResponseSchema },
    errors: [...homeErrors, 503],
  }),
  /** A realtor sends 1 to 50 homes to one of their own buyers (REQ-HOMES-SEND). */
  sendListingKeys: apiRoute({
    method: 'POST',
    path: '/:product/buyers/:username/listing-keys',
    access: 'signed-in',
    tag: 'buyer-homes',
    params: buyerListingKeysParamsSchema,
    body: sendListingKeysBodySchema,
    ok: { 200: sendListingKeysResponseSchema },
    errors: [...homeErrors, 503],
  }),
  removeListingKey: apiRoute({
    method: 'DELETE',
    path: '/:product/my-listing-keys/:listingKey',
    access: 'signed-in',
    tag: 'buyer-homes',
    params: buyerHomeParamsSchema,
    /** `?reason=`: the buyer's optional why (ADR 033), shown in their realtor's activity feed. */
    query: removeListingKeyQuerySchema,
    ok: { 200: removeListingKeyResponseSchema },
    errors: homeErrors,
  }),
  /** Puts back the homes of one removal (a remove or a clear) within `timing.undoWindowMs`. */
  undoRemoval: apiRoute({
    method: 'POST',
    path: '/:product/my-listing-keys/removals/:undoToken/undo',
    access: 'signed-in',
    tag: 'buyer-homes',
    params: undoRemovalParamsSchema,
    ok: { 200: undoRemovalResponseSchema },
    errors: homeErrors,
  }),
  likeProperty: apiRoute({
    method: 'POST',
    path: '/:product/properties/liked/:listingKey',
    access: 'signed-in',
    tag: 'buyer-homes',
    params: buyerHomeParamsSchema,
    ok: { 200: likeResponseSchema },
    errors: homeErrors,
  }),
  unlikeProperty: apiRoute({
    method: 'POST',
    path: '/:product/properties/unliked/:listingKey',
    access: 'signed-in',
    tag: 'buyer-homes',
    params: buyerHomeParamsSchema,
    ok: { 200: likeResponseSchema },
    errors: homeErrors,
  }),
} as const;

/** The AI report: ask for one, look it up, and its files behind signed, short-lived URLs. */
export const reportRoutes = {
  /** Any 2xx is success, whatever its body (REQ-AI-REPORT-REQUEST). */
  generateReport: apiRoute({
    method: 'POST',
    path: '/:product/generate-report',
    access: 'signed-in',
    tag: 'reports',
    body: generateReportBodySchema,
    ok: { 202: generateReportResponseSchema },
    errors: reportRequestErrors,
    timeoutMs: timing.reportTimeoutMs,
    accepts: z.unknown(),
  }),
  aiReport: apiRoute({
    method: 'GET',
    path: '/report/ai/:listingKey',
    access: 'signed-in',
    tag: 'reports',
    params: aiReportParamsSchema,
    ok: { 200: aiReportResponseSchema },
    errors: reportErrors,
    timeoutMs: timing.reportTimeoutMs,
  }),
  /** No bearer (a client fetches the files with a plain GET): the URL's signature is the permission. */
  reportFile: apiRoute({
    method: 'GET',
    path: '/report/files/:listingKey/:fileName',
    access: 'public',
    tag: 'reports',
    params: reportFileParamsSchema,
    query: reportFileQuerySchema,
    ok: {},
    errors: [],
  }),
} as const;
