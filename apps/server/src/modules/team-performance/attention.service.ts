import {
  maxPerformancePeriodDays,
  quietBuyerDays,
  teamPerformanceMessages,
  unansweredAttentionHours,
  type AttentionItem,
  type TeamAttentionResponse,
} from '@rela/contracts';
import type { Actor } from '../../platform/policy/policy';
import { householdsIdleIn, lastActivityOf } from '../activity';
import { unansweredNoteThreads } from '../notes';
import { unansweredTours } from '../tours';
import {
  firstMembersOf,
  sentIn,
  type Household,
  type Member,
  type Person,
} from './team-performance.queries';
import { nameOf, teamScopeOf } from './team-scope';
import type { TeamPerformanceDeps } from './team-performance.service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The most lines one answer carries (`total` counts them all). */
const maxItems = 50;
/**
 * How far back an unanswered note is looked for (ADR 053): the default period. An older one is
 * still counted among the period's unanswered requests; a tour request is looked for over the
 * longest period (tours are few).
 */
const noteLookBackDays = 30;

const personOf = (person: Member) => ({ username: person.username, name: nameOf(person) });

/**
 * Where the caller acts on a line, or who should (ADR 053): a realtor answers in their notes
 * inbox (the activity page) or at the tour, reaches out from My Buyers; a lead or owner cannot
 * answer for the realtor (`who`), but moves buyers to a realtor who has none from their team page.
 */
const actionOf = (actor: Actor, kind: AttentionItem['kind'], realtor: Person, target?: string) => {
  const ownLine = actor.id === realtor.id;
  const name = nameOf(realtor);
  switch (kind) {
    case 'unanswered-note':
      return ownLine ? { href: '/activity' } : { who: teamPerformanceMessages.askRealtor(name) };
    case 'unanswered-tour':
      return ownLine
        ? { href: `/tours?${new URLSearchParams({ tour: target ?? '' }).toString()}` }
        : { who: teamPerformanceMessages.askRealtor(name) };
    case 'quiet-buyer':
      return ownLine
        ? { href: `/buyers?${new URLSearchParams({ buyerId: target ?? '' }).toString()}` }
        : { who: teamPerformanceMessages.askRealtorToReachOut(name) };
    case 'realtor-without-buyers':
      if (ownLine) return { href: '/buyers' };
      return { href: actor.role === 'company-owner' ? '/leaders' : '/team' };
  }
};

/**
 * `GET /team-performance/attention` (REQ-PERFORMANCE-ATTENTION): over every realtor below the
 * caller (or themself), buyers' notes and tour requests unanswered for 24 hours, buyers with
 * nothing happening for 14 days, realtors without buyers; oldest first, at most 50. Names and
 * times only: never a home, a note's text or a buyer's contact details.
 */
export const teamAttention = async (
  { db, clock }: TeamPerformanceDeps,
  actor: Actor,
): Promise<TeamAttentionResponse> => {
  const now = clock.now();
  const team = await teamScopeOf(db, actor, undefined);
  const realtorById = new Map(team.realtors.map((realtor) => [realtor.id, realtor]));
  const households = new Map(team.households.map((household) => [household.id, household]));
  const householdIds = [...households.keys()];
  const waited = new Date(now.getTime() - unansweredAttentionHours * HOUR);
  const lookBack = new Date(now.getTime() - maxPerformancePeriodDays * DAY);
  const quietFrom = new Date(now.getTime() - quietBuyerDays * DAY);
  const window = { householdIds, from: quietFrom, to: now };
  const [notes, tours, idle, sent] = await Promise.all([
    // The quiet window (14 days) lies within the notes looked back on (30 days).
    unansweredNoteThreads(db, {
      householdIds,
      since: new Date(now.getTime() - noteLookBackDays * DAY),
      before: waited,
      now,
      answersIn: window,
    }),
    unansweredTours(db, { householdIds, since: lookBack, before: waited }),
    householdsIdleIn(db, window),
    sentIn(db, { householdIds, windows: [window] }),
  ]);
  const quiet = team.households.filter(
    (household) =>
      household.start < quietFrom &&
      idle.has(household.id) &&
      !notes.answered.has(household.id) &&
      !sent[0]?.has(household.id),
  );
  const lastActivity = await lastActivityOf(
    db,
    quiet.map((household) => household.id),
  );
  // A buyer's line names the household's first member, looked up for the lines shown only.
  type Line = {
    kind: AttentionItem['kind'];
    realtor: Person;
    since: Date;
    household?: Household;
    target?: string;
  };
  const lines: Line[] = [];
  const line = (
    kind: Line['kind'],
    household: Household | undefined,
    since: Date,
    target?: string,
  ) => {
    const realtor = household && realtorById.get(household.realtorId);
    if (realtor) lines.push({ kind, realtor, household, since, ...(target ? { target } : {}) });
  };
  for (const note of notes.threads)
    line('unanswered-note', households.get(note.household_id), note.since);
  for (const tour of tours)
    line('unanswered-tour', households.get(tour.household_id), tour.since, tour.id);
  for (const household of quiet) {
    const last = lastActivity.get(household.id);
    line('quiet-buyer', household, last && last > household.start ? last : household.start);
  }
  const withBuyers = new Set(team.households.map((household) => household.realtorId));
  for (const realtor of team.realtors)
    if (!withBuyers.has(realtor.id))
      lines.push({ kind: 'realtor-without-buyers', realtor, since: realtor.created_at });
  lines.sort((a, b) => a.since.getTime() - b.since.getTime());
  const shown = lines.slice(0, maxItems);
  const members = await firstMembersOf(
    db,
    shown.flatMap((each) => (each.household ? [each.household.id] : [])),
  );
  const items = shown.flatMap((each): AttentionItem[] => {
    const buyer = each.household && members.get(each.household.id);
    if (each.household && !buyer) return [];
    const target = each.kind === 'quiet-buyer' ? buyer?.username : each.target;
    return [
      {
        kind: each.kind,
        realtor: personOf(each.realtor),
        ...(buyer ? { buyer: personOf(buyer) } : {}),
        since: each.since.toISOString(),
        ...actionOf(actor, each.kind, each.realtor, target),
      },
    ];
  });
  return { items, total: lines.length };
};
