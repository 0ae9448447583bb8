import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock';
import { lookupDisplayName } from '@rela/contracts';
import { displayChoiceFields, marketStatuses } from '../dataset/types';
import { newListing } from '../market/new-listing';
import { ODataError, badRequest } from '../odata/odata-error';
import type { ProviderProfile } from '../profiles/types';
import { propertyEntity, propertyResourceFor } from '../resources/entities';
import type { ListingChange, PropertyRow, Store } from '../resources/store';
import { jsonType } from './odata-routes';

export type DevRouteDeps = { store: Store; profile: ProviderProfile; clock: Clock; seed: number };

/** Statuses that take a listing off the market: the profile's delisting applies. */
const offMarket = ['Withdrawn', 'Expired', 'Canceled'] as const;

/** The fields a test may set on a listing; anything else is refused. */
const listingFields = z.strictObject({
  ListPrice: z.number().positive().max(1_000_000_000).multipleOf(0.01).optional(),
  StandardStatus: z.enum(marketStatuses).optional(),
  PublicRemarks: z.string().max(4000).nullable().optional(),
  /** A new number of photos retakes them all (new URLs and bytes); fewer drops the last ones. */
  PhotosCount: z.number().int().min(0).max(40).optional(),
  /** The seller's display choices (false opts out): a test of the display rules makes one. */
  InternetEntireListingDisplayYN: z.boolean().optional(),
  InternetAddressDisplayYN: z.boolean().optional(),
  InternetConsumerCommentYN: z.boolean().optional(),
  InternetAutomatedValuationDisplayYN: z.boolean().optional(),
  IDXParticipationYN: z.boolean().optional(),
});
const listingChange = listingFields
  .extend({ StandardStatus: z.enum([...marketStatuses, ...offMarket]).optional() })
  .refine((body) => Object.keys(body).length > 0, {
    message: `Give at least one of ListPrice, StandardStatus, PublicRemarks, PhotosCount, ${displayChoiceFields.join(', ')}`,
  });

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The socket's own peer address decides, never a forwarded header. */
const refuseUnlessLoopback = (request: FastifyRequest) => {
  if (!loopback.has(request.socket.remoteAddress ?? '')) {
    throw new ODataError(
      403,
      'Forbidden',
      'The dev endpoints answer only on the loopback interface',
    );
  }
};

/** A status may be given by its lookup name (`ActiveUnderContract`) or its display name. */
const withDisplayStatus = (body: unknown) =>
  typeof body === 'object' && body !== null && 'StandardStatus' in body
    ? {
        ...body,
        StandardStatus:
          typeof body.StandardStatus === 'string'
            ? lookupDisplayName('StandardStatus', body.StandardStatus)
            : body.StandardStatus,
      }
    : body;

const parse = <T>(schema: z.ZodType<T>, body: unknown): T => {
  const result = schema.safeParse(withDisplayStatus(body) ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  throw badRequest(
    `${field ? `${field}: ` : ''}${issue?.message ?? 'The body is not valid'}`,
    field ?? 'body',
  );
};

/**
 * Test hooks of the embedded MLS (never in production): `POST /dev/listings/{ListingKey}` changes a
 * listing's price, status, remarks, number of photos or the seller's display choices
 * (`InternetEntireListingDisplayYN` and the like; Withdrawn, Expired or Canceled take it off
 * the market the profile's way), `POST /dev/listings/{ListingKey}/photos` retakes its photos (new
 * URLs and bytes, same captions) and `POST /dev/listings` adds one, each stamping
 * `ModificationTimestamp` with the clock's now, as a provider's edit would. Loopback callers only.
 */
export const registerDevRoutes = (app: FastifyInstance, deps: DevRouteDeps) => {
  const resource = propertyResourceFor(deps.profile);
  const entity = (row: PropertyRow) =>
    propertyEntity(row, undefined, deps.profile.enumStyle, resource);
  let added = 0;

  app.register(
    async (dev) => {
      dev.addHook('onRequest', async (request, reply) => {
        reply.type(jsonType).header('Cache-Control', 'no-store');
        refuseUnlessLoopback(request);
      });

      dev.post<{ Params: { listingKey: string } }>('/:listingKey', async (request) => {
        const { StandardStatus: status, ...rest } = parse(listingChange, request.body);
        const { listingKey } = request.params;
        if (!deps.store.property(listingKey)) {
          throw new ODataError(404, 'NotFound', `No Property with ListingKey '${listingKey}'`);
        }
        const at = deps.clock.now();
        const leaves = (offMarket as readonly string[]).includes(status ?? '');
        const change = leaves || status === undefined ? rest : { ...rest, StandardStatus: status };
        const row = deps.store.change(listingKey, change as ListingChange, at);
        if (leaves) deps.store.delist(listingKey, at);
        const now = deps.store.property(listingKey);
        // A listing the profile drops from the feed answers with what it was when it left.
        return entity(now ?? { ...(row as PropertyRow), ModificationTimestamp: at.toISOString() });
      });

      dev.post<{ Params: { listingKey: string } }>('/:listingKey/photos', async (request) => {
        const row = deps.store.retakePhotos(request.params.listingKey, deps.clock.now());
        if (!row) {
          throw new ODataError(
            404,
            'NotFound',
            `No Property with ListingKey '${request.params.listingKey}'`,
          );
        }
        return entity(row);
      });

      dev.post('/', async (request, reply) => {
        const fields = parse(listingFields, request.body);
        const at = deps.clock.now();
        added += 1;
        const record = newListing(`${deps.seed}:dev:${added}`, at, deps.store.has);
        const row = deps.store.add({ ...record, ...fields }, at);
        reply.code(201);
        return entity(row);
      });
    },
    { prefix: '/dev/listings' },
  );
};
