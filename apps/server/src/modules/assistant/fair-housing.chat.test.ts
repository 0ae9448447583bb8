import {
  defaultProductSlug,
  fairHousingAuditResponseSchema,
  fairHousingMessages,
} from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssistantWorld, type AssistantWorld } from '../../../test/assistant-world';
import { startFakeLlm, type FakeLlm } from './brain/fake-llm.test-support';

/**
 * REQ-FAIR-HOUSING (ADR 050) in the chat: a steering turn is redirected before any brain sees it,
 * a steering answer (here an LLM's) is replaced and never shown, an ordinary turn with look-alike
 * words is answered as usual; each redirect and replacement is in the owner's audit.
 */
describe('Rela never steers (chat in and chat out)', () => {
  let llm: FakeLlm;
  let world: AssistantWorld;
  const audit = async () => {
    const response = await world.t.app.inject({
      url: `/api/${defaultProductSlug}/fair-housing/audit`,
      headers: { authorization: `Bearer ${await world.mainToken('owner')}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return fairHousingAuditResponseSchema.parse(response.json()).items;
  };

  beforeAll(async () => {
    llm = await startFakeLlm();
    world = await buildAssistantWorld('pglite', {
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'rela-test-model',
      LLM_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await world?.close();
    await llm?.close();
  });

  it('redirects a steering request before the model sees it, and records it', async () => {
    llm.play({ content: 'This must never be asked for.' });
    const reply = await world.ask('buyer', 'Find me a street without many immigrants please');
    expect(reply.text).toBe(fairHousingMessages.redirect);
    expect(llm.seen).toEqual([]);
    const [entry] = await audit();
    expect(entry).toMatchObject({
      surface: 'chat-in',
      class: 'national-origin',
      username: 'buyer',
    });
    expect(entry?.excerpt).toContain('immigrants');
  });

  it('replaces a steering answer, never showing it, and records it', async () => {
    llm.play({ content: 'Try Oakwood: it is mostly white families, so you would fit right in.' });
    const reply = await world.ask('buyer', 'which neighborhood should we look at?');
    expect(reply.text).toBe(fairHousingMessages.answerReplaced);
    const conversation = await world.conversation('buyer');
    expect(conversation.some((entry) => entry.text.includes('mostly white'))).toBe(false);
    // The test's clock stands still: found by its surface, not by its place in the list.
    const entry = (await audit()).find((item) => item.surface === 'chat-out');
    expect(entry).toMatchObject({ class: 'race-color', username: 'buyer' });
    expect(entry?.excerpt).toContain('mostly white');
  });

  it('answers ordinary requests that only look alike, and the system prompt states the rule', async () => {
    for (const text of [
      'I use a wheelchair, does it have a ramp?',
      'we have two kids so we need four bedrooms',
      'is the family room next to the kitchen?',
    ]) {
      llm.play({ content: 'Here is what the listing says.' });
      expect((await world.ask('buyer', text)).text).toBe('Here is what the listing says.');
      expect(llm.seen[0]?.body.messages[0]?.content).toContain('Fair housing law');
    }
    expect(await audit()).toHaveLength(2);
  });
});
