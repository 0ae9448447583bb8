import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { hierarchyFromChains } from './hierarchy';
import type { Hierarchy } from './policy';

/** Deeper than any real tree (four roles); stops a corrupt cycle from running forever. */
const maxDepth = 16;

/** Both drivers answer `{ rows }`; the rows are checked rather than cast. */
const chainResult = z.object({
  rows: z.array(z.object({ user_id: z.string(), ancestor_id: z.string() })),
});

/** The supervisors of each user, nearest first, in one recursive query over users.supervisor_id. */
export const ancestorChains = async (
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, string[]>> => {
  const chains = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return chains;
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with recursive chain(user_id, ancestor_id, depth) as (
      select u.id, u.supervisor_id, 1 from users u
       where u.id in (${ids}) and u.supervisor_id is not null
      union all
      select c.user_id, s.supervisor_id, c.depth + 1 from chain c
        join users s on s.id = c.ancestor_id
       where s.supervisor_id is not null and c.depth < ${maxDepth}
    )
    select user_id, ancestor_id, depth from chain order by user_id, depth`);
  for (const row of chainResult.parse(result).rows) {
    const chain = chains.get(row.user_id);
    if (chain && !chain.includes(row.ancestor_id) && row.ancestor_id !== row.user_id)
      chain.push(row.ancestor_id);
  }
  return chains;
};

/** The supervisors of one user, nearest first; empty for a root or an unknown id. */
export const ancestorsOf = async (db: Db, userId: string): Promise<string[]> =>
  (await ancestorChains(db, [userId])).get(userId) ?? [];

/** The hierarchy view a policy decision about these target users needs. */
export const loadHierarchy = async (db: Db, targetIds: readonly string[]): Promise<Hierarchy> =>
  hierarchyFromChains(await ancestorChains(db, targetIds));
