import type { Token } from '@odata/parser';
import type { FilterTree } from './filter-tree';

/** Counts `or` operators anywhere in the filter, lambdas included, from the raw text's tree. */
export const countOrs = (tree: FilterTree): number => {
  switch (tree.op) {
    case 'and':
      return countOrs(tree.left) + countOrs(tree.right);
    case 'or':
      return 1 + countOrs(tree.left) + countOrs(tree.right);
    case 'not':
      return countOrs(tree.operand);
    case 'leaf':
      return countLeafOrs(tree.token);
  }
};

const countLeafOrs = (token: Token): number => {
  let count = 0;
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    const record = value as Record<string, unknown>;
    if (record.type === 'OrExpression') count += 1;
    Object.entries(record).forEach(([key, nested]) => key !== 'raw' && visit(nested));
  };
  visit(token);
  return count;
};
