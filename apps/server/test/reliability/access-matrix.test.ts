import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerHomes } from '../../src/db/schema';
import { createUser } from '../app';
import { drivers } from '../db';
import {
  aimedRequest,
  comparable,
  isListCall,
  isPublic,
  targetSlotsOf,
  userSlotOf,
  type MatrixRequest,
  type TargetSlot,
} from './access-matrix';
import { changedTables, snapshotDb } from './db-snapshot';
import { startEmbeddedMls, type EmbeddedMls } from './embedded-mls';
import { policyOfAim, policyOfCall, policyOfRoleCall, type Expected } from './policy-map';
import { operationsOf, type Operation } from './route-table';
import { problemsWith } from './response-checks';
import { recordFigures } from './tally';
import { actors, buildWorld, unknownUsername, type Person, type World } from './world';

type Answer = { status: number; body: string };
type Finding = { call: string; problem: string };

const mutates = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * Everyone in their own room (REQ-SEC-ACCESS): every role against every call
 * that names another user or one of a buyer's homes, for each relation (own and indirect
 * subordinate, superior, peer, someone else's subordinate, another company, a deleted user). The
 * calls are found in the OpenAPI document, so calls added later are in the matrix too.
 */
describe.each(drivers)('the role-by-call matrix (%s)', (driver) => {
  let mls: EmbeddedMls;
  let world: World;
  let operations: Operation[];
  const findings: Finding[] = [];
  let tried = 0;

  beforeAll(async () => {
    mls = await startEmbeddedMls();
    world = await buildWorld({ driver, env: mls.env });
    operations = await operationsOf(world.t.app);
  }, 120_000);
  afterAll(async () => {
    await world.close();
    await mls.close();
  });

  const send = async (actor: string, request: MatrixRequest): Promise<Answer> => {
    const assistant = request.url.startsWith('/assistant');
    const headers = assistant ? await world.assistantAs(actor) : await world.as(actor);
    const response = await world.t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: headers ?? {},
      ...(request.payload ? { payload: request.payload } : {}),
    });
    return { status: response.statusCode, body: response.body };
  };

  /**
   * The people an actor may see: themself, their household's other members (ADR 049), everyone
   * below them, and the supervisor card's people (the supervisor, the nearest realtor and the
   * nearest team lead above: REQ-SUPERVISOR-CARD).
   */
  const visibleTo = (actor: string) => {
    const chain = world.hierarchy.ancestorsOf(world.person(actor).username).map(world.person);
    const card = [
      chain[0],
      chain.find((p) => p.role === 'realtor'),
      chain.find((p) => p.role === 'team-leader'),
    ].flatMap((p) => (p ? [p.username] : []));
    return world.people.filter((person) => {
      const relation = world.relation(actor, person.username);
      return (
        relation === 'self' ||
        relation === 'co-member' ||
        relation === 'own-subordinate' ||
        relation === 'indirect-subordinate' ||
        card.includes(person.username)
      );
    });
  };
  /**
   * What no answer to `actor` may hold: the people they may not see, a co-member's account details
   * (e-mail and phone: members see each other's names alone, REQ-HOUSEHOLD-PRIVACY), and others'
   * private notes.
   */
  const invisibleMarkers = (actor: string) => {
    const visible = new Set(visibleTo(actor).map((p) => p.username));
    return [
      ...world.people
        .filter((p) => !visible.has(p.username))
        .flatMap((p) => world.markers(p.username)),
      ...world.people
        .filter((p) => world.relation(actor, p.username) === 'co-member')
        .flatMap((p) => [p.email, p.phone.slice(2)]),
      ...world.secretsHiddenFrom(actor),
    ];
  };
  /** The first marker in a body; what the request itself asked about is an echo, not a leak. */
  const markerIn = (body: string, markers: string[], asked = '') =>
    markers.find((m) => !asked.includes(m) && body.includes(m));

  /** A note's or a tour's id nobody has. */
  const nobodysId = '00000000-0000-4000-8000-00000000abcd';
  const valueFor = (slot: TargetSlot, target: Person | undefined) => {
    if (slot.kind === 'listing-key') return target?.listingKeys[0] ?? 'LKunknownA';
    if (slot.kind === 'shared-note') return target?.collaboration?.sharedNoteId ?? nobodysId;
    if (slot.kind === 'private-note') return target?.collaboration?.privateNoteId ?? nobodysId;
    if (slot.kind === 'tour') return target?.collaboration?.tourId ?? nobodysId;
    if (slot.kind === 'push-device') return target?.pushDeviceId ?? nobodysId;
    if (!target)
      return /mail/i.test(slot.name) ? `${unknownUsername}@rela.example` : unknownUsername;
    return /mail/i.test(slot.name) ? target.email : target.username;
  };

  type Sent = { answer: Answer; value: string };
  const judge = (expected: Expected, sent: Sent, nobody: Sent): string | undefined => {
    const { answer } = sent;
    const baseline = nobody.answer;
    if (expected === 'as-unknown') {
      if (
        answer.status !== baseline.status ||
        comparable(answer.body, sent.value) !== comparable(baseline.body, nobody.value)
      )
        return `answers ${answer.status} ${answer.body.slice(0, 160)}, a nobody gets ${baseline.status} ${baseline.body.slice(0, 160)}`;
      return undefined;
    }
    if (expected === 'allow')
      return answer.status >= 200 && answer.status < 300
        ? undefined
        : `expected 2xx, got ${answer.status}`;
    return answer.status === expected ? undefined : `expected ${expected}, got ${answer.status}`;
  };

  /**
   * The path's other values for an aim at `target`: a thread's calls aimed by `?buyer=` or by a
   * note's id go to the buyer's first home, where their notes are (else to a fixed key).
   */
  const pathsFor = (
    operation: Operation,
    slot: TargetSlot,
    target: Person | undefined,
  ): Record<string, string> => {
    const home = target?.listingKeys[0];
    const keyBeside =
      slot.kind === 'user' || slot.kind === 'shared-note' || slot.kind === 'private-note';
    return home && keyBeside && operation.pathParams.some((p) => p.name === 'listingKey')
      ? { listingKey: home }
      : {};
  };

  it('answers every cell as the policy says, and as to a nobody outside the chain', async () => {
    const cells = operations.flatMap((operation) =>
      targetSlotsOf(operation).map((slot, index) => ({ operation, slot, first: index === 0 })),
    );
    expect(cells.length).toBeGreaterThan(0);
    // Notes' and tours' calls by a note's or a tour's id, and threads by `?buyer=`, are aimed too.
    const aims = new Set(
      cells.map((c) => `${c.operation.method} ${c.operation.routePath} ${c.slot.kind}`),
    );
    for (const aim of [
      'POST /api/rela/tours/:id/transition tour',
      'POST /api/rela/tours/:id/verdict tour',
      'GET /api/rela/tours/:id.ics tour',
      // A push device by its id (ADR 052): the caller's own only.
      'DELETE /api/push/subscriptions/:id push-device',
      'PATCH /api/rela/listings/:listingKey/notes/:id private-note',
      'DELETE /api/rela/listings/:listingKey/notes/:id shared-note',
      'GET /api/rela/listings/:listingKey/notes user',
      'POST /api/rela/listings/:listingKey/notes user',
    ])
      expect(aims).toContain(aim);
    const unmapped = new Set<string>();
    const outside = new Set(['superior', 'peer', 'others-subordinate', 'outsider', 'deleted']);
    // Everyone signs in first; then only refusals and reads are sent, so the tables stay as they are.
    for (const actor of actors) {
      await world.as(actor);
      await world.assistantAs(actor);
    }
    let before = await snapshotDb(world.db);
    for (const { operation, slot, first } of cells) {
      const key = `${operation.method} ${operation.routePath}`;
      const policy = first ? policyOfCall[key] : policyOfAim[key]?.[slot.kind];
      if (!policy) unmapped.add(first ? operation.id : `${operation.id} by ${slot.kind}`);
      for (const actor of actors) {
        const actorPerson = world.person(actor);
        const nobodyValue = valueFor(slot, undefined);
        const nobodyExpected = policy?.({
          actor: actorPerson,
          target: null,
          relation: 'unknown',
          hierarchy: world.hierarchy,
        });
        // Inviting a new e-mail is allowed (and would make an invitation): no baseline needed.
        const nobody =
          mutates(operation.method) && nobodyExpected === 'allow'
            ? undefined
            : {
                value: nobodyValue,
                answer: await send(actor, aimedRequest(operation, slot, nobodyValue)),
              };
        if (nobody && nobody.answer.status < 400) before = await snapshotDb(world.db);
        const targets =
          slot.kind === 'listing-key'
            ? // A household's homes once, through its first member (a co-member's are the same).
              world.people.filter((p) => p.listingKeys.length > 0 && p.household[0] === p.username)
            : slot.kind === 'user'
              ? world.people
              : // A note, a tour or a push device (ADR 052): the buyers' (every relation to an actor).
                world.people.filter((p) => p.collaboration);
        // The refusals of this actor and aim, checked for changes together after the targets.
        const refused: string[] = [];
        for (const target of targets) {
          const relation = world.relation(actor, target.username);
          const expected: Expected | undefined = policy
            ? policy({
                actor: actorPerson,
                target,
                relation,
                hierarchy: world.hierarchy,
              })
            : slot.kind === 'user' && outside.has(relation)
              ? 'as-unknown'
              : undefined;
          // An allowed change would really happen (and spoil the rest of the matrix): its own
          // module's tests make it; here only refusals are sent.
          if (mutates(operation.method) && (expected === 'allow' || expected === undefined))
            continue;
          const value = valueFor(slot, target);
          const request = aimedRequest(operation, slot, value, pathsFor(operation, slot, target));
          const answer = await send(actor, request);
          tried += 1;
          const call = `${actor} → ${operation.id} by ${slot.kind} on ${target.username} (${relation})`;
          // Another's private note is in no answer, whatever its status (ADR 032).
          const secret = markerIn(answer.body, world.secretsHiddenFrom(actor));
          if (secret) findings.push({ call, problem: `answer holds a private note: ${secret}` });
          const problems = problemsWith(request.url, request.method, {
            statusCode: answer.status,
            body: answer.body,
            headers: {},
          });
          for (const problem of problems) findings.push({ call, problem });
          const verdict =
            expected === undefined || (expected === 'as-unknown' && !nobody)
              ? undefined
              : judge(expected, { answer, value }, nobody ?? { answer, value });
          if (verdict) findings.push({ call, problem: verdict });
          if (answer.status >= 400) {
            refused.push(call);
            const leak = markerIn(answer.body, world.markers(target.username), value);
            if (leak && relation !== 'self')
              findings.push({ call, problem: `error text names ${leak}` });
          } else if (answer.status < 300) {
            const leak = markerIn(answer.body, invisibleMarkers(actor), value);
            if (leak)
              findings.push({ call, problem: `answer names ${leak}, not visible to ${actor}` });
          }
        }
        // A snapshot reads every table: one per actor and aim rather than one per refusal (the
        // matrix took minutes), and a change names every refusal that could have made it.
        if (refused.length > 0) {
          const after = await snapshotDb(world.db);
          const changed = changedTables(before, after);
          if (changed.length)
            findings.push({
              call: refused.join('; '),
              problem: `refused but changed ${changed.join(', ')}`,
            });
          before = after;
        }
      }
    }
    recordFigures(`matrix calls (${driver})`, {
      crossUserCalls: tried,
      crossUserLeaks: findings.length,
      notes: [
        `${cells.length} aims at a user, a home, a note or a tour: ${cells.map((c) => `${c.operation.id} by ${c.slot.kind}`).join(', ')}`,
        ...(unmapped.size
          ? [
              `not in test/reliability/policy-map.ts (outsiders checked only): ${[...unmapped].join(', ')}`,
            ]
          : []),
      ],
    });
    expect(findings).toEqual([]);
  }, 420_000);

  it('answers each call open to some roles only as the policy says, to every role, changing nothing', async () => {
    const calls = operations.filter(
      (operation) => policyOfRoleCall[`${operation.method} ${operation.routePath}`],
    );
    expect(calls.length).toBe(Object.keys(policyOfRoleCall).length);
    const roleFindings: Finding[] = [];
    const before = await snapshotDb(world.db);
    for (const operation of calls) {
      const policy = policyOfRoleCall[`${operation.method} ${operation.routePath}`];
      for (const actor of actors) {
        const expected = policy?.(world.person(actor).role);
        const answer = await send(actor, { method: operation.method, url: operation.path });
        tried += 1;
        const call = `${actor} → ${operation.id}`;
        const verdict =
          expected === 'allow'
            ? answer.status >= 200 && answer.status < 300
              ? undefined
              : `expected 2xx, got ${answer.status}`
            : answer.status === expected
              ? undefined
              : `expected ${expected}, got ${answer.status}`;
        if (verdict) roleFindings.push({ call, problem: verdict });
        const leak = markerIn(answer.body, invisibleMarkers(actor));
        if (leak) roleFindings.push({ call, problem: `names ${leak}` });
      }
    }
    const changed = changedTables(before, await snapshotDb(world.db));
    if (changed.length)
      roleFindings.push({ call: 'role-only calls', problem: `changed ${changed.join(', ')}` });
    recordFigures(`matrix role-only calls (${driver})`, {
      crossUserCalls: calls.length * actors.length,
      crossUserLeaks: roleFindings.length,
      notes: [`calls open to some roles only: ${calls.map((c) => c.id).join(', ')}`],
    });
    expect(roleFindings).toEqual([]);
  });

  it('answers a public call about a real user exactly as about a nobody (REQ-SEC-SAME-ANSWER, REQ-SEC-RECOVERY-ORACLE, REQ-SEC-INVITATIONS)', async () => {
    const calls = operations.filter((operation) => isPublic(operation) && userSlotOf(operation));
    expect(calls.length).toBeGreaterThan(0);
    const enumeration: Finding[] = [];
    const someone = world.people
      .filter((p) => p.username !== world.person('gone1').username)
      .slice(0, 6);
    for (const operation of calls) {
      const slot = userSlotOf(operation);
      if (!slot) continue;
      const valueOf = (person: Person | undefined, index: number) =>
        person
          ? /mail/i.test(slot.name)
            ? person.email
            : person.username
          : /mail/i.test(slot.name)
            ? `nobody-${index}@rela.example`
            : `nobody-${index}`;
      // Each value once: cooldowns are keyed on what was submitted, so a repeat would differ anyway.
      const ask = async (value: string) => {
        const request = aimedRequest(operation, slot, value);
        const response = await world.t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          ...(request.payload ? { payload: request.payload } : {}),
        });
        tried += 1;
        return { value, answer: { status: response.statusCode, body: response.body } };
      };
      const baseline = await ask(valueOf(undefined, 0));
      for (const [index, person] of [undefined, ...someone].entries()) {
        const sent = await ask(valueOf(person, index + 1));
        const call = `nobody → ${operation.id} about ${sent.value}`;
        if (
          sent.answer.status !== baseline.answer.status ||
          comparable(sent.answer.body, sent.value) !==
            comparable(baseline.answer.body, baseline.value)
        )
          enumeration.push({
            call,
            problem: `answers ${sent.answer.status} ${sent.answer.body.slice(0, 160)}; about a nobody ${baseline.answer.status} ${baseline.answer.body.slice(0, 160)}`,
          });
        for (const problem of problemsWith(operation.path, operation.method, {
          statusCode: sent.answer.status,
          body: sent.answer.body,
          headers: {},
        }))
          enumeration.push({ call, problem });
      }
    }
    recordFigures(`matrix public calls (${driver})`, {
      crossUserCalls: calls.length * (someone.length + 2),
      crossUserLeaks: enumeration.length,
      notes: [`public calls that name a user: ${calls.map((c) => c.id).join(', ')}`],
    });
    expect(enumeration).toEqual([]);
  }, 120_000);

  it('shows nobody outside your chain in any list, and its counts do not move when they change', async () => {
    const lists = operations.filter(isListCall);
    expect(lists.length).toBeGreaterThan(0);
    const everyone = world.people
      .map((p) => p.username.slice(3))
      .filter((name) => name !== 'gone1');
    const read = async () => {
      const answers = new Map<string, Answer>();
      for (const actor of everyone)
        for (const operation of lists) {
          answers.set(
            `${actor} ${operation.id}`,
            await send(actor, { method: 'GET', url: operation.path }),
          );
          tried += 1;
        }
      return answers;
    };
    const first = await read();
    const listFindings: Finding[] = [];
    for (const [call, answer] of first) {
      const actor = call.split(' ')[0] ?? '';
      const leak = markerIn(answer.body, invisibleMarkers(actor));
      if (leak) listFindings.push({ call, problem: `names ${leak}` });
      const gone = markerIn(answer.body, world.markers('gone1'));
      if (gone) listFindings.push({ call, problem: `names the deleted user: ${gone}` });
    }

    // Data appears under realtorpeer2, and lead2 invites someone.
    const realtor = world.person('realtorpeer2');
    const newcomer = await createUser(world.db, {
      username: 'm99newbuyer',
      role: 'buyer',
      supervisorId: realtor.id,
      firstName: 'Newcomer',
      phone: '+15550109999',
    });
    await world.db
      .insert(buyerHomes)
      .values({ buyerId: newcomer.id, listingKey: 'LKm99A', position: 0 });
    await world.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/invite-user',
      headers: await world.as('lead2'),
      payload: { email: 'pending-m98@rela.example' },
    });
    const second = await read();
    // Only the newcomer's chain (and the inviter's) may see a difference.
    const affected = new Set(['realtorpeer2', 'lead2', 'owner2']);
    for (const [call, answer] of second) {
      const actor = call.split(' ')[0] ?? '';
      if (affected.has(actor)) continue;
      const before = first.get(call);
      if (before && comparable(before.body) !== comparable(answer.body))
        listFindings.push({
          call,
          problem: `changed when only another team changed: ${answer.body.slice(0, 200)}`,
        });
    }
    recordFigures(`matrix lists (${driver})`, {
      crossUserCalls: first.size + second.size,
      crossUserLeaks: listFindings.length,
      notes: [`list calls: ${lists.map((l) => l.id).join(', ')}`],
    });
    expect(listFindings).toEqual([]);
  }, 240_000);
});
