import type { Hierarchy } from './policy';

export type SupervisorLink = { id: string; supervisorId: string | null };

/** A hierarchy view over known supervisor links; a cycle or an unknown supervisor ends the chain. */
export const hierarchyFromLinks = (links: Iterable<SupervisorLink>): Hierarchy => {
  const supervisorOf = new Map<string, string | null>();
  for (const link of links) supervisorOf.set(link.id, link.supervisorId);
  return {
    ancestorsOf: (userId) => {
      const chain: string[] = [];
      const seen = new Set([userId]);
      let current = supervisorOf.get(userId) ?? null;
      while (current !== null && !seen.has(current)) {
        chain.push(current);
        seen.add(current);
        current = supervisorOf.get(current) ?? null;
      }
      return chain;
    },
  };
};

/** A hierarchy view over chains already loaded (nearest supervisor first). */
export const hierarchyFromChains = (chains: ReadonlyMap<string, readonly string[]>): Hierarchy => ({
  ancestorsOf: (userId) => chains.get(userId) ?? [],
});
