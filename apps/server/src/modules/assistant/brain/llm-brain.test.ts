import { assistantMessages, complianceMessages } from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listingNotes } from '../../../db/schema';
import { addHomes, listBuyerHomes } from '../../buyer-homes';
import {
  buildAssistantWorld,
  plainListings,
  spelledOut,
  type AssistantWorld,
} from '../../../../test/assistant-world';
import { clearBuyerHomes } from '../../../../test/homes-world';
import { assistantTools } from '../tools/registry';
import { startFakeLlm, type FakeLlm } from './fake-llm.test-support';

const [home, other] = plainListings() as [PropertyRecord, PropertyRecord];

describe('the LLM brain against a fake OpenAI-compatible server', () => {
  let llm: FakeLlm;
  let world: AssistantWorld;
  const keys = async () =>
    (await listBuyerHomes(world.t.db, { buyerId: world.ids.get('buyer')! })).map(
      (row) => row.listingKey,
    );

  beforeAll(async () => {
    llm = await startFakeLlm();
    world = await buildAssistantWorld('pglite', {
      LLM_BASE_URL: llm.url,
      LLM_API_KEY: 'sk-test-key',
      LLM_MODEL: 'rela-test-model',
      // Long enough for a busy CI machine to answer in time; only the 'hang' case waits it out.
      LLM_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await world?.close();
    await llm?.close();
  });
  beforeEach(async () => {
    await clearBuyerHomes(world.t.db, world.ids.get('buyer')!, world.t.deps.invalidations);
  });

  it('offers every tool of the registry with its JSON schema, with the key and the model', async () => {
    llm.play({ content: 'Hello from the model.' });
    const reply = await world.ask('buyer', 'hello');
    expect(reply).toMatchObject({ sender: 'bot', text: 'Hello from the model.' });
    const [request] = llm.seen;
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body.model).toBe('rela-test-model');
    expect(request?.body.tools.map((tool) => tool.function.name)).toEqual(
      assistantTools.map((tool) => tool.name),
    );
    const add = request?.body.tools.find((tool) => tool.function.name === 'add_home');
    expect(add?.function.parameters).toMatchObject({
      type: 'object',
      properties: { address: { type: 'string' }, buyer: { type: 'string' } },
    });
    expect(request?.body.messages[0]?.role).toBe('system');
    expect(request?.body.messages.at(-1)).toEqual({ role: 'user', content: 'hello' });
  });

  it('runs the tool calls it plays back and answers with the final message', async () => {
    llm.play(
      { toolCalls: [{ name: 'add_home', arguments: { address: spelledOut(home) } }] },
      { content: 'Done: it is in your homes now.' },
    );
    const reply = await world.ask('buyer', `could you add ${spelledOut(home)} for me`);
    expect(reply.text).toBe('Done: it is in your homes now.');
    expect(await keys()).toEqual([home.ListingKey]);
    const toolMessage = llm.seen[1]?.body.messages.at(-1);
    expect(toolMessage).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    const result = JSON.parse(toolMessage?.content ?? '{}') as {
      result: string;
      data: { added: boolean };
    };
    expect(result.result).toContain(`Added **${home.UnparsedAddress}`);
    expect(result.data.added).toBe(true);
    // The model sees the conversation so far on the next message.
    llm.play({ content: 'Yes.' });
    await world.ask('buyer', 'is it there?');
    const roles = llm.seen[0]?.body.messages.map((message) => message.role);
    expect(roles?.slice(-3)).toEqual(['user', 'assistant', 'user']);
  });

  it('tells the model never to grade a home whose seller said no, with the reason (REQ-DISPLAY-NO-REPORT)', async () => {
    const declined = plainListings().find(
      (record) => record.InternetAutomatedValuationDisplayYN === false,
    )!;
    llm.play(
      { toolCalls: [{ name: 'home_facts', arguments: { address: spelledOut(declined) } }] },
      { content: 'Here are its facts.' },
    );
    await world.ask('buyer', `is ${spelledOut(declined)} in good shape?`);
    expect(llm.seen[0]?.body.messages[0]?.content).toContain('noGrading');
    const toolMessage = llm.seen[1]?.body.messages.at(-1);
    const result = JSON.parse(toolMessage?.content ?? '{}') as { data: { noGrading?: string } };
    expect(result.data.noGrading).toBe(complianceMessages.reportDeclined.seller);
  });

  it('sends bad tool input and unknown tools back to the model as errors, and goes on', async () => {
    llm.play(
      {
        toolCalls: [
          { name: 'home_facts', arguments: { listing_key: 'not a key!' } },
          { name: 'launch_rocket', arguments: {} },
          { name: 'add_home', arguments: '{not json' },
        ],
      },
      {
        toolCalls: [
          { name: 'home_facts', arguments: { address: spelledOut(other), facts: ['price'] } },
        ],
      },
      { content: 'It costs a lot.' },
    );
    const reply = await world.ask('buyer', 'price?');
    expect(reply.text).toBe('It costs a lot.');
    const errors = llm.seen[1]?.body.messages
      .filter((message) => message.role === 'tool')
      .map((message) => JSON.parse(message.content ?? '{}') as { error?: string });
    expect(errors?.map((message) => typeof message.error)).toEqual(['string', 'string', 'string']);
    const facts = JSON.parse(llm.seen[2]?.body.messages.at(-1)?.content ?? '{}') as {
      result: string;
    };
    expect(facts.result).toContain(`$${other.ListPrice!.toLocaleString('en-US')}`);
  });

  it("tells the model in catalogue words, never the schema's, that an address over 200 characters is too long (REQ-CHAT-LIMITS)", async () => {
    const address = `123 ${'Maple '.repeat(45)}Street, Austin, TX 78704`;
    llm.play(
      {
        toolCalls: [
          { name: 'add_home', arguments: { address } },
          { name: 'compare_homes', arguments: { first: { address }, second: {} } },
          { name: 'home_facts', arguments: { listing_key: 'not a key!' } },
        ],
      },
      { status: 503 },
    );
    const reply = await world.ask('buyer', `add ${address}`);
    const errors = llm.seen[1]?.body.messages
      .filter((message) => message.role === 'tool')
      .map((message) => JSON.parse(message.content ?? '{}') as { error?: string });
    expect(errors).toEqual([
      { error: assistantMessages.addressTooLong },
      { error: assistantMessages.addressTooLong },
      { error: assistantMessages.notUnderstood },
    ]);
    // The model failed after tools that did nothing: the built-in brain answers the same message.
    expect(reply).toMatchObject({ sender: 'bot', text: assistantMessages.addressTooLong });
    expect(await keys()).toEqual([]);
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'boom' } }],
    ['a 401 for a bad key', { status: 401, body: { error: 'bad key' } }],
    ['something that is not a completion', { status: 200, body: { hello: 'world' } }],
    ['no answer in time', 'hang' as const],
    ['an empty answer', { content: '   ' }],
  ])('falls back to the built-in brain on %s', async (_name, answer) => {
    llm.play(answer);
    const reply = await world.ask('buyer', 'help');
    expect(reply).toMatchObject({ sender: 'bot', text: assistantMessages.help });
  });

  it('falls back with what the tools already did when the model fails after acting', async () => {
    llm.play(
      { toolCalls: [{ name: 'add_home', arguments: { address: spelledOut(home) } }] },
      { status: 503 },
    );
    const reply = await world.ask('buyer', `add ${spelledOut(home)}`);
    expect(reply.text).toContain(`Added **${home.UnparsedAddress}`);
    expect(await keys()).toEqual([home.ListingKey]);
  });

  it('gives up on a model that only ever calls tools', async () => {
    const loop = { toolCalls: [{ name: 'list_homes', arguments: {} }] };
    llm.play(loop, loop, loop, loop, loop, loop, loop);
    const reply = await world.ask('buyer', 'list my homes forever');
    expect(reply.text).toContain(assistantMessages.noHomes(assistantMessages.youHave));
  });

  it('asks before a clear it calls for, and the yes clears without asking the model (REQ-CHAT-CLEAR-CONFIRM)', async () => {
    await addHomes(
      world.t.db,
      {
        buyerId: world.ids.get('buyer')!,
        addedBy: null,
        homes: [{ listingKey: home.ListingKey }, { listingKey: other.ListingKey }],
      },
      world.t.deps.invalidations,
    );
    llm.play(
      { toolCalls: [{ name: 'clear_homes', arguments: {} }] },
      { content: 'Remove both of your homes?' },
    );
    const question = await world.ask('buyer', 'get rid of everything on my list');
    expect(question.text).toBe('Remove both of your homes?');
    expect(question.actions?.map((action) => action.label)).toEqual(['Yes', 'No']);
    expect(await keys()).toEqual([home.ListingKey, other.ListingKey]);
    const asked = llm.seen.length;
    const done = await world.ask('buyer', 'Yes');
    expect(done.text).toBe(assistantMessages.cleared(2, 0));
    expect(done.actions?.map((action) => action.label)).toEqual(['Undo']);
    expect(llm.seen).toHaveLength(asked);
    expect(await keys()).toEqual([]);
  });

  it("never clears the buyer's own list when the model calls clear with another buyer's name (REQ-CHAT-LIMITS)", async () => {
    const buyer2 = world.ids.get('buyer2')!;
    await addHomes(
      world.t.db,
      {
        buyerId: world.ids.get('buyer')!,
        addedBy: null,
        homes: [{ listingKey: home.ListingKey }],
      },
      world.t.deps.invalidations,
    );
    await addHomes(
      world.t.db,
      {
        buyerId: buyer2,
        addedBy: null,
        homes: [{ listingKey: other.ListingKey }],
      },
      world.t.deps.invalidations,
    );
    llm.play(
      {
        toolCalls: [
          { name: 'clear_homes', arguments: { buyer: 'Bob Stone', include_liked: true } },
        ],
      },
      { content: 'Only Bob Stone and his realtor can change his list.' },
    );
    const reply = await world.ask('buyer', 'clear all homes of Bob Stone');
    expect(reply.actions ?? []).toEqual([]);
    const toolMessage = JSON.parse(llm.seen.at(-1)?.body.messages.at(-1)?.content ?? '{}') as {
      result: string;
    };
    expect(toolMessage.result).toBe(assistantMessages.onlyOwnHomes('Bob Stone'));
    const asked = llm.seen.length;
    expect((await world.ask('buyer', 'yes')).text).toBe(assistantMessages.nothingToConfirm);
    expect(llm.seen).toHaveLength(asked);
    expect(await keys()).toEqual([home.ListingKey]);
    const theirs = await listBuyerHomes(world.t.db, { buyerId: buyer2 });
    expect(theirs.map((row) => row.listingKey)).toEqual([other.ListingKey]);
    await clearBuyerHomes(world.t.db, buyer2, world.t.deps.invalidations);
  });

  it("sends the model the asker's own notes alone, never another's private or shared note (REQ-CHAT-OTHERS-NOTES, SECURITY-CHECKLIST 33)", async () => {
    const buyerId = world.ids.get('buyer')!;
    const note = (authorId: string, visibility: 'shared' | 'private', text: string) => ({
      buyerId,
      listingKey: home.ListingKey,
      authorId,
      visibility,
      text,
      createdAt: world.t.clock.now(),
    });
    await world.t.db
      .insert(listingNotes)
      .values([
        note(buyerId, 'private', 'BUYER-PRIVATE-LLM'),
        note(buyerId, 'shared', 'BUYER-SHARED-LLM'),
        note(world.ids.get('realtor')!, 'private', 'REALTOR-PRIVATE-LLM'),
      ]);
    const ask = async (username: string) => {
      llm.play(
        { toolCalls: [{ name: 'my_notes', arguments: { listing_key: home.ListingKey } }] },
        { content: 'Here they are.' },
      );
      // Words no intent takes: the model is asked, and calls for the notes itself.
      const reply = await world.ask(username, 'remind me what is written down for that house');
      expect(reply.text).toBe('Here they are.');
      const sent = JSON.stringify(llm.seen.map((request) => request.body.messages));
      expect(llm.seen).toHaveLength(2);
      return sent;
    };
    const toRealtor = await ask('realtor');
    expect(toRealtor).toContain('REALTOR-PRIVATE-LLM');
    expect(toRealtor).not.toContain('BUYER-PRIVATE-LLM');
    expect(toRealtor).not.toContain('BUYER-SHARED-LLM');
    const toBuyer = await ask('buyer');
    expect(toBuyer).toContain('BUYER-PRIVATE-LLM');
    expect(toBuyer).toContain('BUYER-SHARED-LLM');
    expect(toBuyer).not.toContain('REALTOR-PRIVATE-LLM');
    // Another buyer of the same realtor, and another chain's, hear of none of them.
    for (const username of ['buyer2', 'buyer3']) {
      const sent = await ask(username);
      for (const marker of ['BUYER-PRIVATE-LLM', 'BUYER-SHARED-LLM', 'REALTOR-PRIVATE-LLM'])
        expect(sent).not.toContain(marker);
    }
  });
});
