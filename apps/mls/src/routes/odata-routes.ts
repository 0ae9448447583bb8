import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/credentials';
import { buildMetadataXml, entitySets } from '../metadata';
import { ODataError, badRequest } from '../odata/odata-error';
import type { ProviderProfile } from '../profiles/types';
import type { Store } from '../resources/store';
import {
  keyNames,
  mediaCollection,
  otherCollection,
  propertyCollection,
  singleEntity,
  type Answer,
  type OtherSet,
} from './collections';

export type ODataRouteDeps = {
  store: Store;
  profile: ProviderProfile;
  publicUrl: (request: FastifyRequest) => string;
  isValidToken: (token: string) => boolean;
  sleep: (ms: number) => Promise<void>;
};

export const jsonType = 'application/json; odata.metadata=minimal; charset=utf-8';

const keyed = /^(Property|Media|Member|Office|OpenHouse|Lookup)\((?:(\w+)=)?'((?:[^']|'')*)'\)$/;
const otherSets = new Set<string>(['Member', 'Office', 'OpenHouse', 'Lookup']);

const decodedPath = (request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path.slice('/odata/'.length));
  } catch {
    throw badRequest('The path is not valid percent-encoding');
  }
};

const notFound = (request: FastifyRequest) =>
  new ODataError(404, 'NotFound', `No resource at ${request.method} ${request.url.split('?')[0]}`);

/**
 * The OData service under `/odata`: every request needs a valid bearer token, then the profile's
 * latency and 429 injection apply.
 */
export const registerODataRoutes = (app: FastifyInstance, deps: ODataRouteDeps) => {
  const { profile } = deps;
  let served = 0;
  const metadata = buildMetadataXml(profile.enumStyle, profile.delisting);

  app.register(
    async (odata) => {
      odata.addHook('onRequest', async (request, reply) => {
        if (profile.latencyMs > 0) await deps.sleep(profile.latencyMs);
        const token = bearerToken(request.headers.authorization);
        if (!token || !deps.isValidToken(token)) {
          reply.header(
            'WWW-Authenticate',
            token ? 'Bearer realm="mls", error="invalid_token"' : 'Bearer realm="mls"',
          );
          throw new ODataError(401, 'Unauthorized', 'A valid bearer token is required');
        }
        served += 1;
        if (profile.throttleEvery > 0 && served % profile.throttleEvery === 0) {
          reply.header('Retry-After', '1');
          throw new ODataError(429, 'TooManyRequests', 'Too many requests; retry after 1 second');
        }
      });

      odata.get('/', async (request, reply) => {
        reply.type(jsonType);
        return {
          '@odata.context': `${deps.publicUrl(request)}/odata/$metadata`,
          value: entitySets.map((name) => ({ name, kind: 'EntitySet', url: name })),
        };
      });

      odata.get('/$metadata', async (_request, reply) => {
        reply.type('application/xml; charset=utf-8');
        return metadata;
      });

      odata.get('/*', async (request, reply) => {
        const path = decodedPath(request);
        const answer: Answer = {
          store: deps.store,
          profile,
          publicUrl: deps.publicUrl(request),
          query: request.query as Record<string, unknown>,
        };
        reply.type(jsonType);
        if (path === 'Property') return propertyCollection(answer);
        if (path === 'Media') return mediaCollection(answer);
        if (otherSets.has(path)) return otherCollection(answer, path as OtherSet);
        const match = keyed.exec(path);
        if (!match) throw notFound(request);
        const [, resource = 'Property', keyName, quoted = ''] = match;
        if (keyName !== undefined && keyName !== keyNames[resource]) {
          throw badRequest(`The key of ${resource} is ${keyNames[resource] ?? 'key'}`, keyName);
        }
        const key = quoted.replaceAll("''", "'");
        const entity = singleEntity(answer, resource, key);
        if (!entity) {
          throw new ODataError(
            404,
            'NotFound',
            `No ${resource} with ${keyNames[resource] ?? 'key'} '${key}'`,
          );
        }
        return entity;
      });
    },
    { prefix: '/odata' },
  );
};
