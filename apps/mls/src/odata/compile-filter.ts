import type { Token } from '@odata/parser';
import type { FieldSpec, Row } from '../resources/fields';
import { countOrs } from './count-ors';
import { compareValues, comparisonOperators, type ComparisonOperator } from './compare';
import { kindOf, parseFilter, toFilterTree, type FilterTree } from './filter-tree';
import { readLiteral } from './literal';
import { ODataError, badRequest, notImplemented } from './odata-error';
import { fieldValue, kindOfField, type Kind, type Value } from './values';
import { stringFunctionNames, stringFunctions, type StringFunctionName } from './string-functions';

export type FilterContext = {
  /** The resource's name, for error messages. */
  resource: string;
  fields: ReadonlyMap<string, FieldSpec>;
  stringFunctions: boolean;
  /** Most `or` operators a `$filter` may hold; null for no limit. */
  maxOrClauses: number | null;
};

type Scope = Readonly<Record<string, string>>;
type Expr = { kind: Kind; field?: string; evaluate: (row: Row, scope: Scope) => Value };
type Test = (row: Row, scope: Scope) => boolean;
type Compiler = FilterContext & { variables: ReadonlySet<string> };

const booleanExpressions = new Set([
  'AndExpression',
  'OrExpression',
  'NotExpression',
  'BoolParenExpression',
]);

const inner = (token: Token): Token => token.value as Token;

const compileTree = (tree: FilterTree, compiler: Compiler): Test => {
  switch (tree.op) {
    case 'and': {
      const [left, right] = [compileTree(tree.left, compiler), compileTree(tree.right, compiler)];
      return (row, scope) => left(row, scope) && right(row, scope);
    }
    case 'or': {
      const [left, right] = [compileTree(tree.left, compiler), compileTree(tree.right, compiler)];
      return (row, scope) => left(row, scope) || right(row, scope);
    }
    case 'not': {
      const operand = compileTree(tree.operand, compiler);
      return (row, scope) => !operand(row, scope);
    }
    case 'leaf': {
      const expr = compileExpr(tree.token, compiler);
      if (expr.kind !== 'boolean') {
        throw badRequest(`Not a boolean condition: ${tree.token.raw}`, expr.field ?? '$filter');
      }
      return (row, scope) => expr.evaluate(row, scope) === true;
    }
  }
};

const field = (name: string, compiler: Compiler): FieldSpec => {
  const spec = compiler.fields.get(name);
  if (!spec) throw badRequest(`Unknown field '${name}' on ${compiler.resource}`, name);
  return spec;
};

const compileField = (name: string, compiler: Compiler): Expr => {
  const spec = field(name, compiler);
  const kind = kindOfField(spec);
  const { wire } = spec;
  // A lookup is compared as the wire carries it (its lookup name in most profiles).
  if (wire && kind === 'string') {
    return {
      kind,
      field: name,
      evaluate: (row) => {
        const value = row[name];
        return typeof value === 'string' ? wire(value) : fieldValue(kind, value);
      },
    };
  }
  return { kind, field: name, evaluate: (row) => fieldValue(kind, row[name]) };
};

/** `Heating/any(h: h eq 'Forced Air')` and `Heating/all(...)`. */
const compileLambda = (name: string, path: Token, compiler: Compiler): Expr => {
  if (
    kindOfField(field(name, compiler)) !== 'collection' ||
    kindOf(path) !== 'CollectionPathExpression'
  ) {
    throw badRequest(
      `Path expressions are only supported as any/all on collections: ${path.raw}`,
      name,
    );
  }
  const lambda = inner(path);
  const quantifier = kindOf(lambda);
  if (quantifier !== 'AnyExpression' && quantifier !== 'AllExpression') {
    throw notImplemented(`Unsupported collection expression: ${lambda.raw}`, name);
  }
  const { variable, predicate } = lambda.value as { variable?: Token; predicate?: Token };
  const { wire } = field(name, compiler);
  const list = (row: Row) => {
    const items = (row[name] as readonly string[] | null) ?? [];
    return wire ? items.map(wire) : items;
  };
  if (!variable || !predicate) {
    if (quantifier === 'AllExpression') throw badRequest('all() needs a lambda expression', name);
    return { kind: 'boolean', field: name, evaluate: (row) => list(row).length > 0 };
  }
  const variableName = (variable.value as { name: string }).name;
  const test = compileTree(toFilterTree(inner(predicate)), {
    ...compiler,
    variables: new Set([...compiler.variables, variableName]),
  });
  const withVariable = (row: Row, scope: Scope) => (item: string) =>
    test(row, { ...scope, [variableName]: item });
  return {
    kind: 'boolean',
    field: name,
    evaluate:
      quantifier === 'AnyExpression'
        ? (row, scope) => list(row).some(withVariable(row, scope))
        : (row, scope) => list(row).every(withVariable(row, scope)),
  };
};

const compileMember = (token: Token, compiler: Compiler): Expr => {
  const path = token.value as Token | { current: Token; next: Token };
  if ('current' in path) {
    const name = (path.current.value as { name: string }).name;
    return compileLambda(name, path.next, compiler);
  }
  return compileField((path.value as { name: string }).name, compiler);
};

const compileComparison = (
  token: Token,
  operator: ComparisonOperator,
  compiler: Compiler,
): Expr => {
  const { left, right } = token.value as { left: Token; right: Token };
  const [a, b] = [compileExpr(left, compiler), compileExpr(right, compiler)];
  const target = a.field ?? b.field ?? '$filter';
  for (const side of [a, b]) {
    if (side.kind === 'collection') {
      throw badRequest(
        `${side.field} is a collection: compare its items with any() or all()`,
        target,
      );
    }
  }
  const dates = new Set([a.kind, b.kind]);
  const promote = dates.has('date') && dates.has('datetime');
  if (a.kind !== b.kind && a.kind !== 'null' && b.kind !== 'null' && !promote) {
    throw badRequest(`Cannot compare ${a.kind} with ${b.kind}: ${token.raw}`, target);
  }
  const read = (expr: Expr) =>
    promote && expr.kind === 'date'
      ? (row: Row, scope: Scope) => {
          const value = expr.evaluate(row, scope);
          return value === null ? null : Date.parse(`${String(value)}T00:00:00Z`);
        }
      : expr.evaluate;
  const [readA, readB] = [read(a), read(b)];
  return {
    kind: 'boolean',
    field: a.field ?? b.field,
    evaluate: (row, scope) => compareValues(operator, readA(row, scope), readB(row, scope)),
  };
};

const compileMethod = (token: Token, compiler: Compiler): Expr => {
  const { method, parameters } = token.value as { method: string; parameters: Token[] };
  if (!stringFunctionNames.has(method)) {
    throw notImplemented(`The function ${method}() is not supported`, method);
  }
  if (!compiler.stringFunctions) {
    throw notImplemented(`This server does not support the function ${method}()`, method);
  }
  const fn = stringFunctions[method as StringFunctionName];
  if (parameters.length !== fn.arity) {
    throw badRequest(`${method}() takes ${fn.arity} argument(s)`, method);
  }
  const args = parameters.map((parameter) => compileExpr(parameter, compiler));
  for (const arg of args) {
    if (arg.kind !== 'string' && arg.kind !== 'null') {
      throw badRequest(`${method}() takes strings, not ${arg.kind}`, arg.field ?? method);
    }
  }
  return {
    kind: fn.returns,
    field: args.find((arg) => arg.field)?.field,
    evaluate: (row, scope) => {
      const values = args.map((arg) => arg.evaluate(row, scope));
      return values.some((value) => value === null) ? null : fn.apply(values as string[]);
    },
  };
};

function compileExpr(token: Token, compiler: Compiler): Expr {
  const type = kindOf(token);
  if (booleanExpressions.has(type)) {
    const source = type === 'BoolParenExpression' ? inner(token) : token;
    const test = compileTree(toFilterTree(source), compiler);
    return { kind: 'boolean', evaluate: test };
  }
  const operator = comparisonOperators[type];
  if (operator) return compileComparison(token, operator, compiler);
  switch (type) {
    case 'CommonExpression':
    case 'FirstMemberExpression':
    case 'MemberExpression':
    case 'ParenExpression':
      return compileExpr(inner(token), compiler);
    case 'PropertyPathExpression':
      return compileMember(token, compiler);
    case 'LambdaVariableExpression': {
      const name = (token.value as { name: string }).name;
      if (!compiler.variables.has(name)) throw badRequest(`Unknown variable '${name}'`, name);
      return { kind: 'string', evaluate: (_row, scope) => scope[name] ?? null };
    }
    case 'Literal': {
      const { kind, value } = readLiteral(token);
      return { kind, evaluate: () => value };
    }
    case 'MethodCallExpression':
      return compileMethod(token, compiler);
    default:
      throw notImplemented(`Unsupported expression: ${token.raw}`, '$filter');
  }
}

/** Compiles a `$filter` into a row predicate, or throws the 400 a RESO server would answer. */
export const compileFilter = (source: string, context: FilterContext): ((row: Row) => boolean) => {
  const tree = parseFilter(source);
  const ors = countOrs(tree);
  if (context.maxOrClauses !== null && ors > context.maxOrClauses) {
    throw new ODataError(
      400,
      'TooManyClauses',
      `$filter has ${ors} 'or' operators; this server allows at most ${context.maxOrClauses}`,
      '$filter',
    );
  }
  const test = compileTree(tree, { ...context, variables: new Set() });
  return (row) => test(row, {});
};
