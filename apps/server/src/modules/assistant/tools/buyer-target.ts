import { assistantMessages } from '@rela/contracts';
import { loadHierarchy } from '../../../platform/policy/hierarchy.queries';
import { decide, type PolicyAction } from '../../../platform/policy/policy';
import { findHouseholdId } from '../../../platform/policy/households.queries';
import { findBuyersByName } from './buyers.queries';
import { escapeMarkdown } from './markdown';
import type { ToolContext, ToolResult } from './tool';

const text = assistantMessages;

/**
 * The list a request is about (ADR 049): `id` is its household's (the list's `buyer_id`);
 * `userId` the buyer it was asked of (the caller for their own, whose like a like is); `self`
 * when it is the signed-in buyer's own household's.
 */
export type BuyerTarget = { id: string; userId: string; name: string; self: boolean };

export type BuyerResolution = { ok: true; buyer: BuyerTarget } | { ok: false; result: ToolResult };

const refuse = (markdown: string): BuyerResolution => ({ ok: false, result: { markdown } });

const ownNames = new Set(['me', 'myself', 'my', 'mine', 'my own']);

const displayName = (row: {
  username: string;
  firstName: string | null;
  lastName: string | null;
}) => [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username;

/**
 * Whose homes: the signed-in buyer's when no one is named; otherwise a buyer found by name and
 * allowed by the policy (ADR 007) for `action`. A buyer outside the actor's chain is
 * answered exactly like a name nobody has, so the reply reveals nothing.
 */
export const resolveBuyer = async (
  ctx: ToolContext,
  name: string | undefined,
  action: PolicyAction,
): Promise<BuyerResolution> => {
  const { actor } = ctx;
  const named = name?.trim();
  const own = actor.role === 'buyer' ? await findHouseholdId(ctx.db, actor.id) : null;
  const ownList = (): BuyerResolution =>
    own
      ? { ok: true, buyer: { id: own, userId: actor.id, name: actor.username, self: true } }
      : refuse(text.noSuchBuyer(escapeMarkdown(actor.username)));
  if (!named || ownNames.has(named.toLowerCase())) {
    if (actor.role !== 'buyer') return refuse(text.whichBuyer);
    return ownList();
  }
  const found = await findBuyersByName(ctx.db, named);
  // A member naming another member of their household names their own list (ADR 049).
  if (own && found.some((row) => row.householdId === own)) return ownList();
  // Two members of one household named alike are one list: its first named stands for it.
  const candidates = found.filter(
    (row, index) =>
      row.householdId === null ||
      found.findIndex((one) => one.householdId === row.householdId) === index,
  );
  const hierarchy = await loadHierarchy(
    ctx.db,
    candidates.map((row) => row.id),
  );
  const decided = candidates.map((row) => ({
    row,
    decision: decide(actor, action, { id: row.id, role: 'buyer' }, hierarchy),
  }));
  const allowed = decided.filter((entry) => entry.decision === 'allow');
  const [only] = allowed;
  if (only && allowed.length === 1) {
    const self = only.row.id === actor.id;
    if (!only.row.householdId) return refuse(text.noSuchBuyer(escapeMarkdown(named)));
    return {
      ok: true,
      buyer: { id: only.row.householdId, userId: only.row.id, name: displayName(only.row), self },
    };
  }
  if (allowed.length > 1) {
    const usernames = allowed.map((entry) => escapeMarkdown(entry.row.username)).join(', ');
    return refuse(text.severalBuyers(escapeMarkdown(named), usernames));
  }
  // A buyer has only their own list: another name is never theirs to change, whoever it is.
  if (actor.role === 'buyer') return refuse(text.onlyOwnHomes(escapeMarkdown(named)));
  const visible = decided.find((entry) => entry.decision === 'forbidden');
  if (visible && action === 'change-buyer-homes') {
    return refuse(text.onlyTheBuyer(escapeMarkdown(displayName(visible.row))));
  }
  if (visible && action === 'add-buyer-homes') {
    return refuse(text.onlyTheirRealtor(escapeMarkdown(displayName(visible.row))));
  }
  return refuse(text.noSuchBuyer(escapeMarkdown(named)));
};

/** `your` for the signed-in buyer, `Jane Smith's` for someone else. */
export const possessive = (buyer: BuyerTarget) =>
  buyer.self ? text.your : text.buyerPossessive(escapeMarkdown(buyer.name));
