import {
  isClient,
  listingWithAddressDisplay,
  toListing,
  type Comparable,
  type ComparablesChoiceBody,
  type ComparablesResponse,
  type RawProperty,
  type Role,
} from '@rela/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { appError } from '../../platform/errors';
import type { HouseholdOf } from '../../platform/policy/households.queries';
import type { Actor } from '../../platform/policy/policy';
import type { DisplayPolicy } from '../compliance';
import { orUnavailable, toRawProperty } from '../mls';
import {
  answerPhotoUrl,
  closedSalesNear,
  closedSalesOf,
  type ClosedSale,
  type ListingReader,
} from '../replica';
import { audienceOf, type Audience } from './comparable-audience';
import {
  closedSinceOf,
  comparablesShown,
  milesBetween,
  pricePerSqftOf,
  reasonsOf,
} from './comparable-rules';
import { householdChoice, replaceChoice, type Choice } from './comparables.queries';

export type ComparablesDeps = {
  db: Db;
  clock: Clock;
  /** PRODUCT_SLUG: a photo's URL is the API's (ADR 046). */
  product: string;
  /** The MLS display rules (ADR 048): sold data, the seller's opt-outs, attribution. */
  display: Pick<
    DisplayPolicy,
    'rulesOf' | 'withheld' | 'clientMaySee' | 'addressShown' | 'addressDisplayOf' | 'attributionOf'
  >;
  /** The home as the other listing calls read it: the replica's, else the live MLS's. */
  reader: Pick<ListingReader, 'readProperties'>;
  householdOf: HouseholdOf;
};

/**
 * The home the comparables are for, whole (its position orders them), as the listing calls read
 * it: a key nobody has, and a listing its seller withheld from a buyer, are a 404.
 */
const readHome = async (
  deps: ComparablesDeps,
  log: FastifyBaseLogger,
  listingKey: string,
  role: Role,
): Promise<RawProperty> => {
  const { value } = await orUnavailable(log, deps.reader.readProperties([listingKey], 'realtor'));
  const home = value.find((raw) => raw.ListingKey === listingKey);
  if (!home || (isClient(role) && deps.display.withheld(home))) throw appError('NOT_FOUND');
  return home;
};

/** A sale as an answer's item for a caller of `role`; null for a record that cannot be one. */
const itemOf = (
  deps: ComparablesDeps,
  role: Role,
  home: RawProperty,
  sale: ClosedSale,
  pinned: boolean,
): Comparable | null => {
  const raw = toRawProperty(sale.record);
  if (!raw || typeof raw.ClosePrice !== 'number' || !raw.CloseDate) return null;
  const closeDate = raw.CloseDate.slice(0, 10);
  if (Number.isNaN(Date.parse(closeDate))) return null;
  // A buyer is not told how far a home lies whose address its seller keeps from them.
  const distanceShown =
    !isClient(role) || (deps.display.addressShown(home) && deps.display.addressShown(sale.record));
  const listing = toListing(
    raw,
    sale.photo === null ? null : answerPhotoUrl(deps.product, sale.photo),
  );
  return {
    listing: {
      ...listingWithAddressDisplay(listing, deps.display.addressDisplayOf(sale.record, role)),
      attribution: deps.display.attributionOf(sale.record),
    },
    closePrice: raw.ClosePrice,
    closeDate,
    pricePerSqft: pricePerSqftOf(raw.ClosePrice, raw.LivingArea),
    reasons: reasonsOf(home, raw, closeDate, deps.clock.now(), distanceShown),
    pinned,
  };
};

/** Pinned sales nearest first too (those without a position last). */
const nearestFirst = (home: RawProperty, sales: readonly ClosedSale[]) =>
  sales
    .map((sale) => ({
      sale,
      miles:
        milesBetween({ latitude: home.Latitude, longitude: home.Longitude }, sale) ??
        Number.POSITIVE_INFINITY,
    }))
    .sort((a, b) => a.miles - b.miles || a.sale.listingKey.localeCompare(b.sale.listingKey))
    .map(({ sale }) => sale);

/**
 * The sales for a home a caller may be shown (`shown`): the realtor's pins first (any Closed
 * listing the replica holds), then Rela's nearest like it (same city, living area within 25%,
 * bedrooms within one, closed in the last 12 months) up to six in all, never one dropped nor the
 * home itself. Twice the nearest are read, so that the ones a buyer may not see leave room for
 * the next.
 */
const salesFor = async (
  deps: ComparablesDeps,
  home: RawProperty,
  choice: Choice,
  shown: (sale: ClosedSale) => boolean,
) => {
  const pinned = nearestFirst(
    home,
    await closedSalesOf(
      deps.db,
      choice.pinned.filter((key) => key !== home.ListingKey && !choice.dropped.includes(key)),
    ),
  ).filter(shown);
  const { City: city, LivingArea: livingArea, BedroomsTotal: bedrooms } = home;
  const comparable = city && livingArea !== null && livingArea > 0 && bedrooms !== null;
  const nearest = comparable
    ? await closedSalesNear(deps.db, {
        city,
        livingArea,
        bedrooms,
        closedSince: closedSinceOf(deps.clock.now()),
        near:
          home.Latitude !== null && home.Longitude !== null
            ? { latitude: home.Latitude, longitude: home.Longitude }
            : null,
        leaveOut: [home.ListingKey, ...choice.pinned, ...choice.dropped],
        limit: pinned.length < comparablesShown ? 2 * comparablesShown : 0,
      })
    : [];
  return [
    ...pinned.map((sale) => ({ sale, pinned: true })),
    ...nearest
      .filter(shown)
      .slice(0, Math.max(0, comparablesShown - pinned.length))
      .map((sale) => ({ sale, pinned: false })),
  ];
};

/**
 * The answer for an audience (REQ-COST-COMPARABLES). Where the home's MLS keeps sold data from
 * clients (`soldDataToClients`, ADR 048), a buyer gets none (`shown: false`) and anyone else gets
 * them marked `hiddenFromBuyer`; a buyer is also never shown a sale whose own MLS keeps it from
 * them. Only the realtor's view lists what was dropped.
 */
const answerFor = async (
  deps: ComparablesDeps,
  role: Role,
  home: RawProperty,
  audience: Audience,
): Promise<ComparablesResponse> => {
  const choice =
    audience.view === 'rela'
      ? { pinned: [], dropped: [] }
      : await householdChoice(deps.db, audience.householdId, home.ListingKey);
  const chosenBy = choice.pinned.length + choice.dropped.length > 0 ? 'realtor' : 'rela';
  const client = isClient(role);
  const soldToClients = deps.display.rulesOf(home).soldDataToClients;
  if (client && !soldToClients)
    return { shown: false, hiddenFromBuyer: false, items: [], chosenBy, dropped: [] };
  const sales = await salesFor(
    deps,
    home,
    choice,
    (sale) => !client || deps.display.clientMaySee(sale.record),
  );
  return {
    shown: true,
    hiddenFromBuyer: !client && !soldToClients,
    items: sales.flatMap(({ sale, pinned }) => itemOf(deps, role, home, sale, pinned) ?? []),
    chosenBy,
    dropped: audience.view === 'realtor' ? choice.dropped : [],
  };
};

/**
 * GET /{product}/listings/{listingKey}/comparables: a buyer's household's (the realtor's choice),
 * a realtor's for the buyer named by `?buyer=`, Rela's choice for anyone else.
 */
export const readComparables = async (
  deps: ComparablesDeps,
  log: FastifyBaseLogger,
  actor: Actor,
  { listingKey, buyer }: { listingKey: string; buyer?: string },
): Promise<ComparablesResponse> => {
  const audience = await audienceOf(deps, actor, buyer, { choose: false });
  const home = await readHome(deps, log, listingKey, actor.role);
  return answerFor(deps, actor.role, home, audience);
};

const unique = (keys: readonly string[]) => [...new Set(keys)];

/**
 * PUT /{product}/listings/{listingKey}/comparables?buyer=: the buyer's own realtor replaces the
 * household's choice for the home (the home itself is never one of its sales), then reads it as
 * they would. A refusal, a home nobody has, or a bad body (the schema's) stores nothing.
 */
export const chooseComparables = async (
  deps: ComparablesDeps,
  log: FastifyBaseLogger,
  actor: Actor,
  { listingKey, buyer }: { listingKey: string; buyer: string },
  body: ComparablesChoiceBody,
): Promise<ComparablesResponse> => {
  const audience = await audienceOf(deps, actor, buyer, { choose: true });
  if (audience.view !== 'realtor') throw appError('FORBIDDEN');
  const home = await readHome(deps, log, listingKey, actor.role);
  const others = (keys: readonly string[]) => unique(keys).filter((key) => key !== listingKey);
  await replaceChoice(deps.db, {
    householdId: audience.householdId,
    listingKey,
    pinned: others(body.pinned),
    dropped: others(body.dropped),
    setBy: actor.id,
    setAt: deps.clock.now(),
  });
  return answerFor(deps, actor.role, home, audience);
};
