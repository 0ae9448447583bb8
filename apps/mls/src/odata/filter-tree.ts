import { defaultParser, type Token } from '@odata/parser';
import { badRequest } from './odata-error';

/**
 * A `$filter` as a boolean tree over the parser's leaf tokens (comparisons, function calls,
 * lambdas). `@odata/parser` reads `not A and B` as `not (A and B)`; OData gives `not` the highest
 * precedence, so the and/or/not structure is rebuilt here from the tokens in source order.
 */
export type FilterTree =
  | { op: 'and' | 'or'; left: FilterTree; right: FilterTree }
  | { op: 'not'; operand: FilterTree }
  | { op: 'leaf'; token: Token };

type Piece = 'and' | 'or' | 'not' | { leaf: Token };

/** The parser's token kind as a plain string (its enum values are the names). */
export const kindOf = (token: Token): string => token.type;

const child = (token: Token, side: 'left' | 'right'): Token => (token.value as never)[side];

/** The token sequence in source order: operators and the operands between them. */
const linearise = (token: Token, out: Piece[]): Piece[] => {
  switch (kindOf(token)) {
    case 'AndExpression':
    case 'OrExpression':
      linearise(child(token, 'left'), out);
      out.push(kindOf(token) === 'AndExpression' ? 'and' : 'or');
      return linearise(child(token, 'right'), out);
    case 'NotExpression':
      out.push('not');
      return linearise(token.value as Token, out);
    case 'CommonExpression':
      return linearise(token.value as Token, out);
    default:
      out.push({ leaf: token });
      return out;
  }
};

/** Precedence climbing over the pieces: or < and < not. */
const build = (pieces: Piece[]): FilterTree => {
  let at = 0;
  const unary = (): FilterTree => {
    const piece = pieces[at++];
    if (piece === 'not') return { op: 'not', operand: unary() };
    if (piece === undefined || typeof piece === 'string') throw badRequest('Malformed $filter');
    return { op: 'leaf', token: piece.leaf };
  };
  const conjunction = (): FilterTree => {
    let left = unary();
    while (pieces[at] === 'and') {
      at++;
      left = { op: 'and', left, right: unary() };
    }
    return left;
  };
  let tree = conjunction();
  while (pieces[at] === 'or') {
    at++;
    tree = { op: 'or', left: tree, right: conjunction() };
  }
  if (at !== pieces.length) throw badRequest('Malformed $filter');
  return tree;
};

/** Restores OData precedence over a parsed boolean expression (also inside parentheses and lambdas). */
export const toFilterTree = (token: Token): FilterTree => build(linearise(token, []));

/**
 * Parses a (URL-decoded) `$filter` value; a syntax error is a 400 naming the position.
 * The OData grammar is written over the encoded URL, so the parser reads `%27` as a quote: every `%`
 * is escaped first, and `unquote` restores it inside literals. Without this, a value containing
 * `%27` would end its literal early and inject the rest of itself into the filter.
 */
export const parseFilter = (source: string): FilterTree => {
  const trimmed = source.trim();
  if (trimmed === '') throw badRequest('$filter is empty');
  let token: Token;
  try {
    token = defaultParser.filter(trimmed.replaceAll('%', '%25'));
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'syntax error';
    throw badRequest(`Syntax error in $filter: ${detail}`, '$filter');
  }
  return toFilterTree(token);
};
