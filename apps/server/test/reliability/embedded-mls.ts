import type { AddressInfo } from 'node:net';
import { buildMlsApp, generateDataset, providerProfiles, type ProfileName } from '@rela/mls';

export type EmbeddedMlsOptions = {
  profile?: ProfileName;
  latencyMs?: number;
  /** Every n-th request answers 429 (0: never). */
  throttleEvery?: number;
  /** Listings in the dataset (small keeps start-up fast). */
  count?: number;
};

/** An MLS answer the server provoked, kept to look for filters that user input broke. */
export type MlsAnswer = { url: string; status: number; code?: string };

/**
 * The embedded RESO MLS of apps/mls on a loopback port, with one of its provider profiles and, when
 * asked, injected latency and 429s. Every answer is recorded.
 */
export const startEmbeddedMls = async (options: EmbeddedMlsOptions = {}) => {
  const base = providerProfiles[options.profile ?? 'default'];
  const answers: MlsAnswer[] = [];
  const dataset = generateDataset({ count: options.count ?? 120 });
  const app = await buildMlsApp({
    dataset,
    profile: {
      ...base,
      latencyMs: options.latencyMs ?? base.latencyMs,
      throttleEvery: options.throttleEvery ?? base.throttleEvery,
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    let code: string | undefined;
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      try {
        code = (JSON.parse(payload) as { error?: { code?: string } }).error?.code;
      } catch {
        code = undefined;
      }
    }
    answers.push({ url: request.url, status: reply.statusCode, code });
    return payload;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dataset,
    answers,
    /** The variables that point the server at this MLS. */
    env: {
      MLS_URL: `http://127.0.0.1:${port}`,
      MLS_STRING_FUNCTIONS: 'auto',
      // A provider that requires it (the mlsgrid profile) is named in every Property query.
      ...(base.requiresOriginatingSystem ? { MLS_ORIGINATING_SYSTEM: 'RelaMLS' } : {}),
    },
    /** Stops at once: connections a slow answer still holds are cut, like a server that dies. */
    close: async () => {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    },
  };
};
export type EmbeddedMls = Awaited<ReturnType<typeof startEmbeddedMls>>;
