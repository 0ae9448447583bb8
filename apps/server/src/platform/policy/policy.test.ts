import { roles, type Role } from '@rela/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { hierarchyFromLinks, type SupervisorLink } from './hierarchy';
import { can, decide, enforce, type Actor, type Decision, type PolicyAction } from './policy';

/** `household`: a buyer's household (ADR 049); buyers under one realtor may share one. */
type Person = { id: string; role: Role; supervisorId: string | null; household?: string };

const actions: PolicyAction[] = [
  'read-user',
  'update-account',
  'invite',
  'delete-user',
  'read-buyer-homes',
  'change-buyer-homes',
  'add-buyer-homes',
  'send-buyer-homes',
  'read-report',
  'request-report',
  'list-team',
  'read-supervisor',
  'read-sync-status',
  'read-compliance',
  'read-fair-housing-audit',
  'save-search',
  'read-notes',
  'write-notes',
  'read-activity',
  'tour',
  'read-activity-counts',
  'move-buyer',
  'receive-buyer',
  'read-household',
  'invite-co-buyer',
  'remove-household-member',
  'cost-defaults',
  'set-company-cost-defaults',
  'choose-comparables',
  'read-team-performance',
  'read-performance',
  'read-lead-performance',
];

/**
 * Random trees: each user's supervisor is a random user of the level above, or nobody (an orphan);
 * each buyer is in one of a few households of their realtor's (ADR 049).
 */
const peopleArbitrary = fc
  .array(
    fc.record({
      level: fc.nat({ max: 3 }),
      pick: fc.option(fc.nat(), { freq: 4 }),
      household: fc.nat({ max: 2 }),
    }),
    {
      minLength: 1,
      maxLength: 24,
    },
  )
  .map((specs) => {
    const people: Person[] = [];
    specs.forEach((spec, index) => {
      const above = people.filter((p) => roles.indexOf(p.role) === spec.level - 1);
      const supervisor =
        spec.pick === null || above.length === 0 ? null : above[spec.pick % above.length];
      const role = roles[spec.level] ?? 'buyer';
      people.push({
        id: `u${index}`,
        role,
        supervisorId: supervisor?.id ?? null,
        ...(role === 'buyer'
          ? { household: `${supervisor?.id ?? `alone-${index}`}:${spec.household}` }
          : {}),
      });
    });
    return people;
  });

/** The oracle: the rules of REQ-RULE-WHO-SEES-WHOM written out directly over the list. */
const oracleSupervisors = (people: Person[], id: string): string[] => {
  const person = people.find((p) => p.id === id);
  if (!person?.supervisorId) return [];
  return [person.supervisorId, ...oracleSupervisors(people, person.supervisorId)];
};

const oracle = (
  people: Person[],
  actor: Person,
  action: PolicyAction,
  targetId: string,
): Decision => {
  if (action === 'invite') return actor.role === 'buyer' ? 'forbidden' : 'allow';
  if (
    action === 'read-sync-status' ||
    action === 'read-compliance' ||
    action === 'read-fair-housing-audit' ||
    action === 'set-company-cost-defaults'
  )
    return actor.role === 'company-owner' ? 'allow' : 'forbidden';
  if (action === 'read-activity-counts' || action === 'read-team-performance')
    return actor.role === 'buyer' ? 'forbidden' : 'allow';
  const target = people.find((p) => p.id === targetId);
  // ADR 053: a realtor's or lead's figures for themself and the non-buyers above them; a lead's
  // realtors' rows for an owner above the lead.
  if (action === 'read-performance') {
    const figured = target?.role === 'realtor' || target?.role === 'team-leader';
    const mine = actor.id === targetId || oracleSupervisors(people, targetId).includes(actor.id);
    return actor.role !== 'buyer' && figured && mine ? 'allow' : 'not-found';
  }
  if (action === 'read-lead-performance')
    return actor.role === 'company-owner' &&
      target?.role === 'team-leader' &&
      oracleSupervisors(people, targetId).includes(actor.id)
      ? 'allow'
      : 'not-found';
  const mover = actor.role === 'team-leader' || actor.role === 'company-owner';
  const belowActor = oracleSupervisors(people, targetId).includes(actor.id);
  // REQ-TEAM-MOVE-BUYER: a lead or owner above the buyer moves them to a realtor below them.
  if (action === 'receive-buyer')
    return mover && target?.role === 'realtor' && belowActor ? 'allow' : 'not-found';
  if (action === 'move-buyer') {
    if (target?.role !== 'buyer') return 'not-found';
    if (actor.id !== targetId && !belowActor) return 'not-found';
    return actor.id !== targetId && mover ? 'allow' : 'forbidden';
  }
  // Households (ADR 049): members are self for their household; its realtor acts for them.
  if (
    action === 'read-household' ||
    action === 'invite-co-buyer' ||
    action === 'remove-household-member'
  ) {
    if (target?.role !== 'buyer') return 'not-found';
    const self = actor.id === targetId;
    const member = self || (actor.household !== undefined && actor.household === target.household);
    const ownRealtor = actor.role === 'realtor' && target.supervisorId === actor.id;
    if (action === 'remove-household-member') {
      if (self || ownRealtor) return 'allow';
      return member || belowActor ? 'forbidden' : 'not-found';
    }
    if (member || ownRealtor) return 'allow';
    return belowActor ? 'forbidden' : 'not-found';
  }
  const homes =
    action === 'read-buyer-homes' ||
    action === 'change-buyer-homes' ||
    action === 'add-buyer-homes' ||
    action === 'send-buyer-homes' ||
    action === 'read-report' ||
    action === 'request-report' ||
    action === 'save-search' ||
    action === 'read-notes' ||
    action === 'write-notes' ||
    action === 'read-activity' ||
    action === 'tour' ||
    action === 'cost-defaults' ||
    action === 'choose-comparables';
  if (homes && target?.role !== 'buyer') return 'not-found';
  const ownRealtor = actor.role === 'realtor' && target?.supervisorId === actor.id;
  if (action === 'save-search' || action === 'tour')
    return actor.id === targetId || ownRealtor ? 'allow' : 'not-found';
  if (action === 'send-buyer-homes')
    return actor.role === 'realtor' && target?.supervisorId === actor.id ? 'allow' : 'not-found';
  const self = actor.id === targetId;
  const below = oracleSupervisors(people, targetId).includes(actor.id);
  if (!self && !below) return 'not-found';
  const reads: PolicyAction[] = ['read-user', 'read-buyer-homes', 'read-report', 'request-report'];
  if (reads.includes(action)) return 'allow';
  // Notes: the buyer and their own realtor alone; a lead or owner above counts activity only.
  if (action === 'read-notes' || action === 'write-notes' || action === 'cost-defaults')
    return self || ownRealtor ? 'allow' : 'forbidden';
  // ADR 051: the buyer's own realtor alone pins and drops comparables for them.
  if (action === 'choose-comparables') return ownRealtor ? 'allow' : 'forbidden';
  if (action === 'read-activity') return ownRealtor ? 'allow' : 'forbidden';
  if (action === 'add-buyer-homes') {
    return self || target?.supervisorId === actor.id ? 'allow' : 'forbidden';
  }
  const ownOnly: PolicyAction[] = [
    'update-account',
    'change-buyer-homes',
    'list-team',
    'read-supervisor',
  ];
  if (ownOnly.includes(action)) {
    return self ? 'allow' : 'forbidden';
  }
  if (self) return 'self';
  return target?.supervisorId === actor.id ? 'allow' : 'forbidden';
};

describe('policy over random hierarchies (REQ-SEC-ACCESS)', () => {
  it('allows exactly what the oracle allows, with the oracle status, for every actor, action and target', () => {
    fc.assert(
      fc.property(peopleArbitrary, (people) => {
        const hierarchy = hierarchyFromLinks(people as SupervisorLink[]);
        const membersOf = (household: string | undefined) =>
          household === undefined
            ? undefined
            : people.filter((p) => p.household === household).map((p) => p.id);
        const targets: { id: string; role?: Role; household?: readonly string[] }[] = [
          ...people.map(({ id, role, household }) => {
            const members = membersOf(household);
            return members ? { id, role, household: members } : { id, role };
          }),
          { id: 'ghost' },
        ];
        // Each disagreement, collected and asserted once a run: an `expect` per pair would make
        // the test's time its assertions' (about three million over 300 runs).
        const disagreements: string[] = [];
        for (const actor of people) {
          for (const action of actions) {
            for (const { id: targetId, ...rest } of targets) {
              const expected = oracle(people, actor, action, targetId);
              const target = action === 'invite' ? null : { id: targetId, ...rest };
              const decided = decide(actor, action, target, hierarchy);
              const allowed = can(actor, action, target, hierarchy);
              if (decided !== expected || allowed !== (expected === 'allow')) {
                disagreements.push(
                  `${actor.id} ${action} ${targetId}: ${decided} (can: ${allowed}), oracle ${expected}`,
                );
              }
            }
          }
        }
        expect(disagreements).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('enforce', () => {
  const people: Person[] = [
    { id: 'owner', role: 'company-owner', supervisorId: null },
    { id: 'lead', role: 'team-leader', supervisorId: 'owner' },
    { id: 'realtor', role: 'realtor', supervisorId: 'lead' },
    { id: 'buyer', role: 'buyer', supervisorId: 'realtor' },
    { id: 'other', role: 'realtor', supervisorId: null },
  ];
  const hierarchy = hierarchyFromLinks(people);
  const actor = (id: string): Actor => {
    const person = people.find((p) => p.id === id);
    if (!person) throw new Error(id);
    return person;
  };
  const statusOf = (run: () => void) => {
    try {
      run();
      return 200;
    } catch (error) {
      return error instanceof AppError ? `${error.status} ${error.code}` : 'other';
    }
  };

  it('maps decisions to 404, 403 and 400 with the delete-self code', () => {
    expect(statusOf(() => enforce(actor('owner'), 'read-user', { id: 'buyer' }, hierarchy))).toBe(
      200,
    );
    expect(statusOf(() => enforce(actor('realtor'), 'read-user', { id: 'lead' }, hierarchy))).toBe(
      '404 NOT_FOUND',
    );
    expect(statusOf(() => enforce(actor('other'), 'read-user', { id: 'buyer' }, hierarchy))).toBe(
      '404 NOT_FOUND',
    );
    expect(
      statusOf(() => enforce(actor('owner'), 'delete-user', { id: 'realtor' }, hierarchy)),
    ).toBe('403 FORBIDDEN');
    expect(
      statusOf(() => enforce(actor('lead'), 'delete-user', { id: 'realtor' }, hierarchy)),
    ).toBe(200);
    expect(statusOf(() => enforce(actor('lead'), 'delete-user', { id: 'lead' }, hierarchy))).toBe(
      '400 CANNOT_DELETE_SELF',
    );
    expect(
      statusOf(() => enforce(actor('lead'), 'update-account', { id: 'realtor' }, hierarchy)),
    ).toBe('403 FORBIDDEN');
    expect(statusOf(() => enforce(actor('buyer'), 'invite', null, hierarchy))).toBe(
      '403 FORBIDDEN',
    );
    expect(statusOf(() => enforce(actor('realtor'), 'invite', null, hierarchy))).toBe(200);
    expect(statusOf(() => enforce(actor('lead'), 'list-team', { id: 'lead' }, hierarchy))).toBe(
      200,
    );
    expect(statusOf(() => enforce(actor('lead'), 'list-team', { id: 'realtor' }, hierarchy))).toBe(
      '403 FORBIDDEN',
    );
    expect(
      statusOf(() => enforce(actor('realtor'), 'read-supervisor', { id: 'lead' }, hierarchy)),
    ).toBe('404 NOT_FOUND');
  });

  it("lets the buyer's chain read the buyer's homes and only the buyer change them", () => {
    const buyer = { id: 'buyer', role: 'buyer' } as const;
    const readBy = (id: string) =>
      statusOf(() => enforce(actor(id), 'read-buyer-homes', buyer, hierarchy));
    expect(['buyer', 'realtor', 'lead', 'owner', 'other'].map(readBy)).toEqual([
      200,
      200,
      200,
      200,
      '404 NOT_FOUND',
    ]);
    const realtor = { id: 'realtor', role: 'realtor' } as const;
    expect(statusOf(() => enforce(actor('lead'), 'read-buyer-homes', realtor, hierarchy))).toBe(
      '404 NOT_FOUND',
    );
    expect(
      statusOf(() => enforce(actor('lead'), 'read-buyer-homes', { id: 'buyer' }, hierarchy)),
    ).toBe('404 NOT_FOUND');
    expect(statusOf(() => enforce(actor('buyer'), 'change-buyer-homes', buyer, hierarchy))).toBe(
      200,
    );
    expect(statusOf(() => enforce(actor('realtor'), 'change-buyer-homes', buyer, hierarchy))).toBe(
      '403 FORBIDDEN',
    );
  });

  it('lets a buyer and their own realtor add homes for the buyer, nobody else', () => {
    const buyer = { id: 'buyer', role: 'buyer' } as const;
    const addBy = (id: string) =>
      statusOf(() => enforce(actor(id), 'add-buyer-homes', buyer, hierarchy));
    expect(['buyer', 'realtor', 'lead', 'owner', 'other'].map(addBy)).toEqual([
      200,
      200,
      '403 FORBIDDEN',
      '403 FORBIDDEN',
      '404 NOT_FOUND',
    ]);
  });

  it("lets only the buyer's own realtor send homes to the buyer; anyone else is not found", () => {
    const buyer = { id: 'buyer', role: 'buyer' } as const;
    const sendBy = (id: string) =>
      statusOf(() => enforce(actor(id), 'send-buyer-homes', buyer, hierarchy));
    expect(['buyer', 'realtor', 'lead', 'owner', 'other'].map(sendBy)).toEqual([
      '404 NOT_FOUND',
      200,
      '404 NOT_FOUND',
      '404 NOT_FOUND',
      '404 NOT_FOUND',
    ]);
    const realtorAsTarget = { id: 'realtor', role: 'realtor' } as const;
    expect(
      statusOf(() => enforce(actor('lead'), 'send-buyer-homes', realtorAsTarget, hierarchy)),
    ).toBe('404 NOT_FOUND');
  });

  it("lets a buyer and everyone above them ask for and read their home's report, nobody else", () => {
    const buyer = { id: 'buyer', role: 'buyer' } as const;
    for (const action of ['read-report', 'request-report'] as const) {
      const by = (id: string) => statusOf(() => enforce(actor(id), action, buyer, hierarchy));
      expect(['buyer', 'realtor', 'lead', 'owner', 'other'].map(by)).toEqual([
        200,
        200,
        200,
        200,
        '404 NOT_FOUND',
      ]);
      const realtorAsTarget = { id: 'realtor', role: 'realtor' } as const;
      expect(statusOf(() => enforce(actor('lead'), action, realtorAsTarget, hierarchy))).toBe(
        '404 NOT_FOUND',
      );
    }
  });

  it("keeps a buyer's notes, tours and activity between the buyer and their own realtor (SECURITY-CHECKLIST 33)", () => {
    const buyer = { id: 'buyer', role: 'buyer' } as const;
    const by = (action: PolicyAction) => (id: string) =>
      statusOf(() => enforce(actor(id), action, buyer, hierarchy));
    const everyone = ['buyer', 'realtor', 'lead', 'owner', 'other'];
    for (const action of ['read-notes', 'write-notes'] as const)
      expect(everyone.map(by(action))).toEqual([
        200,
        200,
        '403 FORBIDDEN',
        '403 FORBIDDEN',
        '404 NOT_FOUND',
      ]);
    expect(everyone.map(by('tour'))).toEqual([
      200,
      200,
      '404 NOT_FOUND',
      '404 NOT_FOUND',
      '404 NOT_FOUND',
    ]);
    expect(everyone.map(by('read-activity'))).toEqual([
      '403 FORBIDDEN',
      200,
      '403 FORBIDDEN',
      '403 FORBIDDEN',
      '404 NOT_FOUND',
    ]);
    // Leads and owners get counts, never the events.
    expect(
      ['buyer', 'realtor', 'lead', 'owner'].map((id) =>
        statusOf(() => enforce(actor(id), 'read-activity-counts', null, hierarchy)),
      ),
    ).toEqual(['403 FORBIDDEN', 200, 200, 200]);
  });

  it("shows a realtor's figures to them and the leaders above, a lead's realtors to the owner (ADR 053)", () => {
    const by = (action: PolicyAction, targetId: string) => (id: string) =>
      statusOf(() =>
        enforce(actor(id), action, { id: targetId, role: actor(targetId).role }, hierarchy),
      );
    const everyone = ['buyer', 'realtor', 'lead', 'owner', 'other'];
    expect(everyone.map(by('read-performance', 'realtor'))).toEqual([
      '404 NOT_FOUND',
      200,
      200,
      200,
      '404 NOT_FOUND',
    ]);
    expect(everyone.map(by('read-performance', 'buyer'))).toEqual(
      everyone.map(() => '404 NOT_FOUND'),
    );
    expect(everyone.map(by('read-lead-performance', 'lead'))).toEqual([
      '404 NOT_FOUND',
      '404 NOT_FOUND',
      '404 NOT_FOUND',
      200,
      '404 NOT_FOUND',
    ]);
    expect(
      everyone.map((id) =>
        statusOf(() => enforce(actor(id), 'read-team-performance', null, hierarchy)),
      ),
    ).toEqual(['403 FORBIDDEN', 200, 200, 200, 200]);
  });

  it('survives a corrupt cycle in the links', () => {
    const cyclic = hierarchyFromLinks([
      { id: 'a', supervisorId: 'b' },
      { id: 'b', supervisorId: 'a' },
    ]);
    expect(cyclic.ancestorsOf('a')).toEqual(['b']);
  });
});
