import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { buildTestApp, type TestApp } from '../app';
import { covers, outsideRegistry, registryRoutes, type Route } from './route-table';

/**
 * One value per call: every route value of `@rela/contracts` is mounted, from that very value,
 * and every route the server mounts is either a route value or on the short list of what it serves
 * outside the APIs (the web app, the development outbox, the API docs, test-only routes).
 */
describe('the route table', () => {
  let t: TestApp;
  const mounted: (Route & { value: unknown })[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      env: { SMS_INBOUND_SECRET: 'route-table-secret-0123456789', API_DOCS: 'true' },
    });
    // A second app over the same dependencies, told of every route as it is mounted.
    const app = await buildApp(t.deps, {
      logger: false,
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD')
            mounted.push({ method, path: route.url, value: route.config?.apiRoute });
      },
    });
    await app.ready();
    await app.close();
  }, 60_000);
  afterAll(() => t.close());

  it('mounts every route value, from that value', () => {
    const missing = registryRoutes().filter(
      (route) =>
        !mounted.some(
          (m) => m.method === route.method && m.path === route.path && m.value === route.value,
        ),
    );
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('mounts nothing that is neither a route value nor on the list outside the registry', () => {
    const strays = mounted.filter(
      (route) =>
        route.value === undefined && !outsideRegistry.some((entry) => covers(entry, route)),
    );
    expect(strays.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('mounts each route value once', () => {
    const keys = mounted.filter((m) => m.value).map((m) => `${m.method} ${m.path}`);
    expect(keys.length).toBe(new Set(keys).size);
    expect(keys.length).toBe(registryRoutes().length);
  });
});
