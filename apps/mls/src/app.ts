import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { entitySets, metadataXml } from './metadata';
import { resoError } from './reso-error';

export type MlsAppOptions = {
  /** Fastify's logger option; off by default (the entry prints one line). */
  logger?: boolean;
  /** The URL clients reach this server at; by default taken from each request's Host. */
  publicUrl?: string;
};

const jsonType = 'application/json; odata.metadata=minimal; charset=utf-8';

/** The embedded RESO Web API server (OData 4.0). The MLS issue adds the dataset and the queries. */
export const buildMlsApp = async (options: MlsAppOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({ logger: options.logger ?? false });
  const serviceRoot = (request: FastifyRequest) =>
    `${options.publicUrl ?? `${request.protocol}://${request.host}`}/odata`;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('OData-Version', '4.0');
  });

  app.get('/odata', async (request, reply) => {
    reply.type(jsonType);
    return {
      '@odata.context': `${serviceRoot(request)}/$metadata`,
      value: entitySets.map((name) => ({ name, kind: 'EntitySet', url: name })),
    };
  });

  app.get('/odata/$metadata', async (_request, reply) => {
    reply.type('application/xml; charset=utf-8');
    return metadataXml;
  });

  for (const set of entitySets) {
    app.get(`/odata/${set}`, async (request, reply) => {
      reply.type(jsonType);
      return { '@odata.context': `${serviceRoot(request)}/$metadata#${set}`, value: [] };
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    reply.code(404).type(jsonType);
    return resoError('NotFound', `No resource at ${request.method} ${request.url.split('?')[0]}`);
  });

  app.setErrorHandler(async (error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    reply.code(status).type(jsonType);
    return status === 500
      ? resoError('InternalError', 'The server could not complete the request.')
      : resoError('BadRequest', 'The request is not valid.');
  });

  return app;
};
