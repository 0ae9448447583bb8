/**
 * Households (ADR 049, REQ-HOUSEHOLD): buyers who buy together share one list under one realtor.
 * The server enforces these values and the web app shows them from these values alone.
 */
export const households = {
  /** Members of one household at most, counting live invitations (REQ-HOUSEHOLD-JOIN). */
  maxMembers: 4,
} as const;

/**
 * Who likes a home, as a card says it to `you` (a member's username; null for a realtor):
 * "You and Alex like this", "Only Alex", "Alex and Sam like this". `names` maps a member's
 * username to the name shown; an unknown one is shown by username. Empty when nobody likes it.
 */
export const likedByLine = (
  likedBy: readonly string[],
  you: string | null,
  names: ReadonlyMap<string, string>,
): string => {
  if (likedBy.length === 0) return '';
  const youLike = you !== null && likedBy.includes(you);
  const others = likedBy.filter((username) => username !== you).map((u) => names.get(u) ?? u);
  if (youLike && others.length === 0) return 'You like this';
  if (!youLike && others.length === 1) return `Only ${others[0]}`;
  const people = youLike ? ['You', ...others] : others;
  const listed =
    people.length === 2
      ? `${people[0]} and ${people[1]}`
      : `${people.slice(0, -1).join(', ')} and ${people[people.length - 1]}`;
  return people.length === 1 ? `${listed} likes this` : `${listed} like this`;
};
