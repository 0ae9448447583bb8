import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, apiPaths, serverMessages } from '@rela/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const apiDocsPath = `${API_PREFIX}${apiPaths.docs}`;

/**
 * OpenAPI from the zod route schemas, browsable at `/api/docs` (JSON at `/api/docs/json`); only where
 * `config.apiDocs` says (API_DOCS; off by default in production), else both answer 404.
 */
export const registerApiDocs = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: serverMessages.docsTitle, version: '1.0.0' },
      components: {
        // Each operation names its own (`security` of the mounted route): the main API's access
        // token for signed-in calls, the assistant's own token for its chat calls.
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          assistantBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: apiDocsPath });
};
