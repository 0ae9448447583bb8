import { reportRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import type { FileStorage } from '../../platform/storage/file-storage';
import { reportLinks } from './report-links';
import {
  generateReportAnswer,
  lookupReport,
  readReportFile,
  requestReport,
} from './reports.service';

/** What the report routes take. */
export type ReportsRoutesDeps = {
  api: ApiAccess;
  config: Config;
  database: Pick<Database, 'db'>;
  clock: Clock;
  storage: FileStorage;
  /** Keys the signatures of the report files' links. */
  jwtSecret: Uint8Array;
};

/**
 * Asking for and looking up AI reports, behind sign-in (REQ-AI-REPORT-REQUEST), and the report's
 * files behind signed, short-lived URLs: no bearer (a client fetches them and shows the images
 * with a plain GET); the signature is the permission. Files are served so that one can never act
 * as a page of ours: nosniff, and a sandboxing CSP for anything opened directly.
 */
export const reportsRoutes: FastifyPluginAsync<{ deps: ReportsRoutesDeps }> = async (
  app,
  { deps },
) => {
  const mount = mountApi(app, deps.api);
  const { db } = deps.database;
  const { clock, storage } = deps;
  const links = reportLinks(deps.jwtSecret);

  mount(calls.generateReport, async ({ actor, body }) =>
    generateReportAnswer(
      await requestReport({ db, clock, config: deps.config }, actor, body.listing_key),
    ),
  );

  mount(calls.aiReport, ({ actor, params }) =>
    lookupReport({ db, config: deps.config, clock, storage, links }, actor, params.listingKey),
  );

  mount(calls.reportFile, async ({ params, query, reply }) => {
    const file = await readReportFile({ clock, storage, links }, { ...params, ...query });
    const remaining = Math.max(0, Number(query.expires) - clock.now().getTime() / 1000);
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', `private, max-age=${Math.floor(remaining)}`)
      .send(file.body);
  });
};
