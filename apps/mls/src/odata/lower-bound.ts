import type { Token } from '@odata/parser';
import { kindOf, parseFilter, type FilterTree } from './filter-tree';
import { readLiteral } from './literal';

const bounds = new Set(['GreaterOrEqualsExpression', 'GreaterThanExpression']);

/** The date-time a `field ge|gt <date-time>` leaf asks for at least (epoch ms), if it is one. */
const boundOf = (token: Token, field: string): number | undefined => {
  if (!bounds.has(kindOf(token))) return undefined;
  const { left, right } = token.value as { left?: Token; right?: Token };
  if (left?.raw.trim() !== field || right === undefined || kindOf(right) !== 'Literal') {
    return undefined;
  }
  const literal = readLiteral(right);
  return literal.kind === 'datetime' ? (literal.value as number) : undefined;
};

const lowest = (tree: FilterTree, field: string): number => {
  if (tree.op === 'and') return Math.max(lowest(tree.left, field), lowest(tree.right, field));
  if (tree.op === 'leaf') return boundOf(tree.token, field) ?? -Infinity;
  return -Infinity;
};

/**
 * The earliest `field` (a date-time, epoch ms) a row can hold and still match `filter`: the
 * greatest `field ge|gt <date-time>` among its top-level `and` terms, -Infinity when it has none.
 * A replication page (`ModificationTimestamp ge <mark>`) starts there in the ordered listings
 * instead of testing every listing modified before the mark.
 */
export const dateTimeLowerBound = (filter: string | undefined, field: string): number =>
  filter === undefined ? -Infinity : lowest(parseFilter(filter), field);
