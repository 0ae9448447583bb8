import { apiRoutes, assistantRoutes, type ApiRoute } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { operationsOf, routeValueOf, type Operation } from '../../../test/reliability/route-table';

type Doc = {
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<
    string,
    Record<
      string,
      { security?: Record<string, string[]>[]; responses: Record<string, { content?: object }> }
    >
  >;
};

/**
 * Who may call comes first (REQ-SEC-ACCESS): a signed-in or assistant call refuses a caller without
 * its token before it reads the body, so an anonymous caller learns nothing of what it takes; the
 * OpenAPI document says which token each operation needs and what media type each answer is.
 */
describe('the guard before the input', () => {
  let t: TestApp;
  let operations: Operation[];
  let doc: Doc;
  beforeAll(async () => {
    t = await buildTestApp({ env: { API_DOCS: 'true' } });
    operations = await operationsOf(t.app);
    doc = (await t.app.inject({ url: '/api/docs/json' })).json<Doc>();
  });
  afterAll(() => t.close());

  const guarded = () =>
    operations.flatMap((operation) => {
      const value = routeValueOf(operation.method, operation.routePath);
      return value && value.access !== 'public' ? [{ operation, value }] : [];
    });
  const sample = (path: string) => path.replace(/:[A-Za-z]+/g, 'x');

  it('answers 401 to an anonymous caller whose body is broken JSON or of the wrong shape', async () => {
    const withBody = guarded().filter(({ operation }) => operation.body !== undefined);
    expect(withBody.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const { operation } of withBody) {
      for (const payload of ['{"broken": ', '{"unexpected": [1, 2, 3]}', '[]']) {
        const answer = await t.app.inject({
          method: operation.method as 'POST',
          url: sample(operation.routePath),
          payload,
          headers: { 'content-type': 'application/json' },
        });
        if (answer.statusCode !== 401 || 'issues' in answer.json())
          leaks.push(`${operation.id} ${payload}: ${answer.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('names the token of every signed-in and assistant operation, and none for a public one', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'assistantBearer',
      'bearer',
    ]);
    const wrong: string[] = [];
    for (const operation of operations) {
      const value = routeValueOf(operation.method, operation.routePath);
      if (!value) continue;
      const security = doc.paths[operation.path]?.[operation.method.toLowerCase()]?.security;
      const expected = {
        public: value.optionalBearer ? [{}, { bearer: [] }] : undefined,
        'signed-in': [{ bearer: [] }],
        assistant: [{ assistantBearer: [] }],
      }[value.access];
      if (JSON.stringify(security) !== JSON.stringify(expected)) wrong.push(operation.id);
    }
    expect(wrong).toEqual([]);
  });

  it('declares the calendar file as text/calendar and the unsubscribe pages as text/html', () => {
    const operationOf = (route: ApiRoute) =>
      operations.find(
        (op) => op.method === route.method && routeValueOf(op.method, op.routePath) === route,
      );
    const mediaTypes = (route: ApiRoute) => {
      const operation = operationOf(route);
      const answers = doc.paths[operation?.path ?? '']?.[route.method.toLowerCase()]?.responses;
      return {
        ok: Object.keys(answers?.['200']?.content ?? {}),
        error: Object.keys(answers?.['400']?.content ?? {}),
      };
    };
    expect(mediaTypes(apiRoutes.tourCalendar)).toEqual({
      ok: ['text/calendar'],
      error: ['application/json'],
    });
    for (const route of [
      apiRoutes.unsubscribe,
      apiRoutes.unsubscribeOneClick,
      apiRoutes.resubscribe,
    ])
      expect(mediaTypes(route).ok).toEqual(['text/html']);
    // Everything else answers JSON.
    const everyRoute: readonly ApiRoute[] = [
      ...Object.values(apiRoutes),
      ...Object.values(assistantRoutes),
    ];
    const others = everyRoute.filter(
      (route) => route.produces === undefined && 200 in route.ok && operationOf(route),
    );
    const notJson = others.filter((route) => mediaTypes(route).ok.join() !== 'application/json');
    expect(notJson.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});
