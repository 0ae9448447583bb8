import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssistantWorld, type AssistantWorld } from '../../../test/assistant-world';

const paths = ['/login', '/register', '/chat', '/update_dashboard'];
const contentType = fc.constantFrom(
  'application/x-www-form-urlencoded',
  'application/json',
  'text/plain',
  'garbage/',
);
const field = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom('', ' ', '%', '%zz', '\u0000', 'a'.repeat(5000), "'; drop table users; --"),
);
const formBody = fc
  .dictionary(
    fc.constantFrom('username', 'password', 'user_type', 'subject_token', 'user_input', 'x'),
    field,
    { maxKeys: 4 },
  )
  .map((fields) => new URLSearchParams(fields).toString());
const body = fc.oneof(formBody, fc.string({ maxLength: 200 }), fc.json({ maxDepth: 2 }));

/** REQ-SEC-INPUT for the assistant: nothing a client sends produces a 5xx, signed in or not. */
describe('random input to the assistant', () => {
  let world: AssistantWorld;
  let token: string;
  beforeAll(async () => {
    world = await buildAssistantWorld('pglite');
    token = await world.chatToken('buyer');
  });
  afterAll(() => world?.close());

  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom('GET', 'POST'),
        contentType,
        body,
        fc.constantFrom('valid', 'none', 'junk'),
        async (path, method, type, payload, auth) => {
          const authorization =
            auth === 'valid' ? `Bearer ${token}` : auth === 'junk' ? 'Bearer x.y.z' : undefined;
          const response = await world.t.app.inject({
            method,
            url: `/assistant${path}`,
            headers: {
              'content-type': type,
              ...(authorization ? { authorization } : {}),
            },
            ...(method === 'POST' ? { payload } : {}),
          });
          expect(response.statusCode, `${method} ${path} ${payload}`).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
