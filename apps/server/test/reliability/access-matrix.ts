import fc from 'fast-check';
import { encode } from './request-arbitrary';
import { fillPath, routeValueOf, type Operation } from './route-table';
import { valueOf, type JsonSchema } from './schema-arbitrary';

/** Fields that name a user, and fields that name one of a buyer's homes. */
const userField = /^(user_?name|email|clientEmail|buyer|buyerUsername|target)$/i;
const keyField = /^listing_?key$/i;

/**
 * What a slot names: a user, one of a buyer's homes, or (ADRs 032 and 034) a buyer's shared or
 * private note, or their tour, by id; or (ADR 052) anyone's push device, by id.
 */
export type TargetKind =
  'user' | 'listing-key' | 'shared-note' | 'private-note' | 'tour' | 'push-device';

/** Where an operation takes a target: a path param, a query param or a body field. */
export type TargetSlot = { kind: TargetKind; where: 'path' | 'query' | 'body'; name: string };

/**
 * Calls anyone may make without signing in, as their route values say, and what is served
 * outside the registry (the enumeration check covers them, not the matrix).
 */
export const isPublic = (operation: Operation) =>
  (routeValueOf(operation.method, operation.routePath)?.access ?? 'public') === 'public';

/** A field of an operation that names a user (username, e-mail), wherever it is. */
export const userSlotOf = (operation: Operation): TargetSlot | undefined =>
  slotsOf(operation).find((slot) => slot.kind === 'user');

/** The slot through which an operation reaches another user's data, if it has one. */
export const targetSlotOf = (operation: Operation): TargetSlot | undefined =>
  isPublic(operation) ? undefined : slotsOf(operation)[0];

/**
 * The other ways an operation reaches another user's data, each aimed in turn after the first slot:
 * a note's or a tour's id in the path (ADRs 032 and 034), and a thread's `?buyer=` beside its
 * listing key.
 */
const furtherSlotsOf = (operation: Operation, first: TargetSlot): TargetSlot[] => {
  const slots: TargetSlot[] = [];
  const byId = operation.pathParams.some((p) => p.name === 'id');
  if (byId && /\/notes\/:id$/.test(operation.routePath))
    slots.push(
      { kind: 'shared-note', where: 'path', name: 'id' },
      { kind: 'private-note', where: 'path', name: 'id' },
    );
  if (byId && /\/tours\/:id\b/.test(operation.routePath))
    slots.push({ kind: 'tour', where: 'path', name: 'id' });
  if (byId && /\/push\/subscriptions\/:id$/.test(operation.routePath))
    slots.push({ kind: 'push-device', where: 'path', name: 'id' });
  const buyer = operation.queryParams.find((p) => p.name === 'buyer');
  if (buyer && first.kind !== 'user') slots.push({ kind: 'user', where: 'query', name: 'buyer' });
  return slots;
};

/** Every slot an operation is aimed through: the first (`targetSlotOf`), then the further ones. */
export const targetSlotsOf = (operation: Operation): TargetSlot[] => {
  if (isPublic(operation)) return [];
  const first = slotsOf(operation)[0];
  if (first) return [first, ...furtherSlotsOf(operation, first)];
  // An id alone (a tour's transition, verdict and calendar): aimed only through it.
  return furtherSlotsOf(operation, { kind: 'user', where: 'query', name: '' });
};

const slotsOf = (operation: Operation): TargetSlot[] =>
  [
    ...operation.pathParams.map((p) => ({ where: 'path' as const, name: p.name })),
    ...operation.queryParams.map((p) => ({ where: 'query' as const, name: p.name })),
    ...Object.keys((operation.body as JsonSchema | undefined)?.properties ?? {}).map((name) => ({
      where: 'body' as const,
      name,
    })),
  ].flatMap((slot): TargetSlot[] => {
    if (userField.test(slot.name)) return [{ ...slot, kind: 'user' }];
    if (keyField.test(slot.name)) return [{ ...slot, kind: 'listing-key' }];
    return [];
  });

/** One fixed valid value per schema (the same on every run), for the fields that are not the target. */
const fixedValue = (schema: JsonSchema | undefined, name: string) =>
  fc.sample(valueOf(schema, name), { numRuns: 1, seed: 42 })[0];

export type MatrixRequest = {
  method: string;
  url: string;
  payload?: Record<string, unknown>;
};

/**
 * The request of an operation aimed at `value` through its target slot, valid in every other part;
 * `paths` names other path params' values (a note's listing key beside its id).
 */
export const aimedRequest = (
  operation: Operation,
  slot: TargetSlot,
  value: string,
  paths: Readonly<Record<string, string>> = {},
): MatrixRequest => {
  const params = new Map(operation.pathParams.map((p) => [p.name, p.schema as JsonSchema]));
  const url = fillPath(operation.routePath, (name) =>
    encode(
      slot.where === 'path' && slot.name === name
        ? value
        : (paths[name] ?? String(fixedValue(params.get(name), name))),
    ),
  );
  const query = new URLSearchParams();
  for (const param of operation.queryParams) {
    if (slot.where === 'query' && slot.name === param.name) query.set(param.name, value);
    else if (param.required)
      query.set(param.name, String(fixedValue(param.schema as JsonSchema, param.name)));
  }
  const search = query.toString();
  const sendsBody = operation.method !== 'GET' && operation.method !== 'HEAD';
  let payload: Record<string, unknown> | undefined;
  if (sendsBody) {
    const schema = operation.body as JsonSchema | undefined;
    payload = {};
    const properties = Object.entries(schema?.properties ?? {});
    for (const [name, property] of properties)
      if (schema?.required?.includes(name)) payload[name] = fixedValue(property, name);
    // A body of optional fields that must name one (a note's edit): its first field.
    const [firstName, firstProperty] = properties[0] ?? [];
    if (firstName && !schema?.required?.length && slot.name !== firstName)
      payload[firstName] = fixedValue(firstProperty, firstName);
    if (slot.where === 'body') payload[slot.name] = value;
  }
  return {
    method: operation.method,
    url: `${url}${search ? `?${search}` : ''}`,
    ...(payload ? { payload } : {}),
  };
};

/** GETs of the signed-in user's own lists (no params needed): where leaks in lists would show. */
export const isListCall = (operation: Operation) =>
  operation.method === 'GET' &&
  !isPublic(operation) &&
  operation.pathParams.length === 0 &&
  !operation.queryParams.some((p) => p.required) &&
  !/\/(health|ready|docs)\b/.test(operation.path);

/** The body without what differs per request: the request id, and the value asked about (an echo). */
export const comparable = (body: string, asked = '') =>
  (asked ? body.split(asked).join('<asked>') : body).replace(
    /"requestId":"[^"]*"/g,
    '"requestId":""',
  );
