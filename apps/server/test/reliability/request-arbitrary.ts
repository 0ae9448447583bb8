import fc from 'fast-check';
import {
  brokenJson,
  contentTypes,
  hostileString,
  hostileValue,
  odataInjection,
  privilegedFields,
  traversal,
} from './hostile-input';
import { fillPath, type Operation, type Route } from './route-table';
import { valueOf, type JsonSchema, type KnownValues } from './schema-arbitrary';

/** One request the fuzzer sends; `family` says which kind of malformation it is. */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  family: string;
  /** Who sent it (a role's name, `nobody`, or a forged token). */
  as: string;
};

/** Named Authorization headers to pick from (`nobody` has none). */
export type Credentials = Readonly<Record<string, Record<string, string>>>;

/** Mostly a signed-in role (to get past sign-in into the handlers), sometimes anyone else. */
const sender = (credentials: Credentials) => {
  const names = Object.keys(credentials);
  const roles = names.filter((name) => !/^(nobody|forged|deleted)/.test(name));
  const others = names.filter((name) => !roles.includes(name));
  return roles.length && others.length
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...roles) },
        { weight: 1, arbitrary: fc.constantFrom(...others) },
      )
    : fc.constantFrom(...names);
};

type Params = Record<string, unknown>;

/** Percent-encodes any string; a lone surrogate (not encodable in a URL) becomes U+FFFD first. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const encode = (value: string) => encodeURIComponent(value.replace(loneSurrogate, '\uFFFD'));

const segment = (value: unknown) =>
  encode(typeof value === 'string' ? value : String(JSON.stringify(value)));

/** A path segment in hostile form: sometimes raw (traversal as the router sees it), mostly encoded. */
const hostileSegment = fc.oneof(
  hostileString.map(encode),
  fc.constantFrom(...traversal),
  fc.constantFrom(...odataInjection).map(encode),
);

const queryString = (params: unknown) => {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    return `?${encode(JSON.stringify(params) ?? '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const paramsSchema = (params: Operation['queryParams']): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? { type: 'string' }])),
  required: params.filter((p) => p.required).map((p) => p.name),
});

/** One field of a record replaced by a hostile value, dropped, or privileged fields added. */
const mutated = (record: fc.Arbitrary<unknown>, schema: JsonSchema | undefined) => {
  const keys = Object.keys(schema?.properties ?? {});
  const asRecord = record.map((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Params) : {},
  );
  const withField = keys.length
    ? fc
        .tuple(asRecord, fc.constantFrom(...keys), hostileValue)
        .map(([value, key, bad]) => ({ family: 'field', value: { ...value, [key]: bad } }))
    : asRecord.map((value) => ({ family: 'field', value }));
  const without = keys.length
    ? fc.tuple(asRecord, fc.constantFrom(...keys)).map(([value, key]) => {
        const { [key]: _dropped, ...rest } = value;
        return { family: 'missing', value: rest as unknown };
      })
    : asRecord.map((value) => ({ family: 'missing', value: value as unknown }));
  const extra = fc
    .tuple(asRecord, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }))
    .map(([value, junk]) => ({
      family: 'extra',
      value: { ...junk, ...privilegedFields, ...value } as unknown,
    }));
  const wrongShape = hostileValue.map((value) => ({ family: 'shape', value }));
  return fc.oneof(withField, without, extra, wrongShape);
};

type Body = { family: string; payload?: string; contentType?: string };

const bodyOf = (operation: Operation, known: KnownValues): fc.Arbitrary<Body> => {
  const valid = valueOf(operation.body, '', known);
  const json = (family: string, value: unknown): Body => ({
    family,
    payload: JSON.stringify(value) ?? '',
    contentType: 'application/json',
  });
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => json('valid', value)) },
    { weight: 4, arbitrary: mutated(valid, operation.body).map((m) => json(m.family, m.value)) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...brokenJson)
        .map((payload) => ({ family: 'broken-json', payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...contentTypes)).map(([value, contentType]) => ({
        family: 'content-type',
        contentType,
        payload:
          contentType === 'application/x-www-form-urlencoded'
            ? queryString(value).slice(1)
            : (JSON.stringify(value) ?? ''),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1, max: 3 })
        .map((megabytes) => json('huge', { text: 'é'.repeat(megabytes * 400_000) })),
    },
  );
};

const pathOf = (operation: Operation, known: KnownValues) => {
  if (operation.pathParams.length === 0)
    return fc.constant({ hostile: false, path: operation.routePath });
  const valid = fc.tuple(
    ...operation.pathParams.map((param) => valueOf(param.schema, param.name, known)),
  );
  const hostile = fc.tuple(...operation.pathParams.map(() => hostileSegment));
  return fc
    .oneof(
      { weight: 3, arbitrary: valid.map((values) => ({ hostile: false, values })) },
      { weight: 1, arbitrary: hostile.map((values) => ({ hostile: true, values })) },
    )
    .map(({ hostile: isHostile, values }) => {
      const byName = new Map(
        operation.pathParams.map((param, index) => [param.name, values[index]]),
      );
      const path = fillPath(operation.routePath, (name) => {
        const value = byName.get(name);
        return isHostile ? String(value) : segment(value);
      });
      return { hostile: isHostile, path };
    });
};

const queryOf = (operation: Operation, known: KnownValues) => {
  const schema = paramsSchema(operation.queryParams);
  const valid = valueOf(schema, '', known);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: valid.map((value) => ({ hostile: false, query: queryString(value) })),
    },
    {
      weight: 1,
      arbitrary: mutated(valid, schema).map((m) => ({
        hostile: true,
        query: queryString(m.value),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('?a[b]=c&a=1', '?%', '?%zz=1', '?x=1&x=2&x=3', `?q=${'y'.repeat(9000)}`)
        .map((query) => ({ hostile: true, query })),
    },
  );
};

/** Requests for one documented operation: valid ones from its schema and every malformed kind. */
export const operationRequest = (
  operation: Operation,
  known: KnownValues,
  credentials: Credentials,
): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      path: pathOf(operation, known),
      query: queryOf(operation, known),
      body:
        operation.body || operation.method !== 'GET'
          ? bodyOf(operation, known)
          : fc.constant<Body>({ family: 'valid' }),
      as: sender(credentials),
    })
    .map(({ path, query, body, as }) => {
      const family = path.hostile ? 'path' : query.hostile ? 'query' : body.family;
      const sendsBody = operation.method !== 'GET' && operation.method !== 'HEAD';
      return {
        method: operation.method,
        url: `${path.path}${query.query}`,
        headers: {
          ...credentials[as],
          ...(sendsBody && body.contentType !== undefined && body.contentType !== ''
            ? { 'content-type': body.contentType }
            : {}),
        },
        ...(sendsBody && body.payload !== undefined ? { payload: body.payload } : {}),
        family,
        as,
      };
    });

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

/** Junk for a route the OpenAPI document does not describe: any method, hostile params and bodies. */
export const routeRequest = (route: Route, credentials: Credentials): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      values: fc.array(hostileSegment, { minLength: 4, maxLength: 4 }),
      method: fc.oneof(fc.constant(route.method), fc.constantFrom(...methods)),
      contentType: fc.constantFrom(...contentTypes, 'application/json'),
      payload: fc.oneof(fc.constantFrom(...brokenJson), fc.json({ maxDepth: 2 })),
      as: sender(credentials),
    })
    .map(({ values, method, contentType, payload, as }) => {
      let index = 0;
      const url = fillPath(route.path, () => values[index++ % values.length] ?? 'x');
      const sendsBody = method !== 'GET' && method !== 'HEAD';
      return {
        method,
        url,
        headers: {
          ...credentials[as],
          ...(sendsBody && contentType ? { 'content-type': contentType } : {}),
        },
        ...(sendsBody ? { payload } : {}),
        family: 'undocumented',
        as,
      };
    });
