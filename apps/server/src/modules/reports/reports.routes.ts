import {
  aiReportParamsSchema,
  aiReportResponseSchema,
  apiPaths,
  errorBodySchema,
  generateReportBodySchema,
  generateReportResponseSchema,
  reportFileParamsSchema,
  reportFileQuerySchema,
  withProduct,
} from '@rela/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../platform/policy/policy';
import { authenticate, requireAuth } from '../auth/authenticate';
import { reportLinks } from './report-links';
import {
  generateReportAnswer,
  lookupReport,
  readReportFile,
  requestReport,
} from './reports.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const tags = ['reports'];

const actorOf = (request: FastifyRequest): Actor => {
  const { userId, role } = requireAuth(request);
  return { id: userId, role };
};

/** Asking for and looking up AI reports, behind sign-in (REQ-AI-REPORT-REQUEST). */
const reportCalls: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const links = reportLinks(deps.jwtSecret);
  app.addHook('preHandler', authenticate(deps));

  app.post(
    withProduct(apiPaths.generateReport, deps.config.PRODUCT_SLUG),
    {
      schema: {
        tags,
        body: generateReportBodySchema,
        response: { 202: generateReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const requested = await requestReport(
        { db, clock: deps.clock, config: deps.config },
        actorOf(request),
        request.body.listing_key,
      );
      return reply.code(202).send(generateReportAnswer(requested));
    },
  );

  app.get(
    apiPaths.aiReport,
    {
      schema: {
        tags,
        params: aiReportParamsSchema,
        response: { 200: aiReportResponseSchema, ...errors },
      },
    },
    (request) =>
      lookupReport(
        { db, clock: deps.clock, storage: deps.storage, links },
        actorOf(request),
        request.params.listingKey,
      ),
  );
};

/**
 * The report's files behind signed, short-lived URLs: no bearer (a client fetches them and
 * shows the images with a plain GET); the signature is the permission. Served so that a file can
 * never act as a page of ours: nosniff, and a sandboxing CSP for anything opened directly.
 */
const reportFiles: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const links = reportLinks(deps.jwtSecret);

  app.get(
    apiPaths.reportFile,
    {
      schema: {
        tags,
        params: reportFileParamsSchema,
        querystring: reportFileQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await readReportFile(
        { clock: deps.clock, storage: deps.storage, links },
        { ...request.params, ...request.query },
      );
      const remaining = Math.max(
        0,
        Number(request.query.expires) - deps.clock.now().getTime() / 1000,
      );
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', `private, max-age=${Math.floor(remaining)}`)
        .send(file.body);
    },
  );
};

export const reportsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(reportCalls, { deps });
  await app.register(reportFiles, { deps });
};
