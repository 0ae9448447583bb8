import type { Value } from './values';

export type ComparisonOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** The parser's token kinds of the comparison operators. */
export const comparisonOperators: Readonly<Record<string, ComparisonOperator>> = {
  EqualsExpression: 'eq',
  NotEqualsExpression: 'ne',
  GreaterThanExpression: 'gt',
  GreaterOrEqualsExpression: 'ge',
  LesserThanExpression: 'lt',
  LesserOrEqualsExpression: 'le',
};

/** Orders two non-null scalars of one kind (strings by code unit, as OData does). */
export const order = (a: Value, b: Value): number => {
  const [x, y] = [a as string | number, b as string | number];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** OData comparison: `null eq null` holds; an ordering against null never does. */
export const compareValues = (operator: ComparisonOperator, a: Value, b: Value): boolean => {
  if (a === null || b === null) {
    if (operator === 'eq') return a === b;
    if (operator === 'ne') return a !== b;
    return false;
  }
  const sign = order(a, b);
  switch (operator) {
    case 'eq':
      return sign === 0;
    case 'ne':
      return sign !== 0;
    case 'gt':
      return sign > 0;
    case 'ge':
      return sign >= 0;
    case 'lt':
      return sign < 0;
    case 'le':
      return sign <= 0;
  }
};
