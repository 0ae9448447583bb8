import type { Kind, Value } from './values';

type StringFunction = { arity: number; returns: Kind; apply: (args: string[]) => Value };

/** The OData string functions a profile may switch off (`stringFunctions: false`). */
export const stringFunctions = {
  contains: { arity: 2, returns: 'boolean', apply: ([s, t]) => s!.includes(t!) },
  startswith: { arity: 2, returns: 'boolean', apply: ([s, t]) => s!.startsWith(t!) },
  endswith: { arity: 2, returns: 'boolean', apply: ([s, t]) => s!.endsWith(t!) },
  tolower: { arity: 1, returns: 'string', apply: ([s]) => s!.toLowerCase() },
  toupper: { arity: 1, returns: 'string', apply: ([s]) => s!.toUpperCase() },
} satisfies Record<string, StringFunction>;

export type StringFunctionName = keyof typeof stringFunctions;

export const stringFunctionNames: ReadonlySet<string> = new Set(Object.keys(stringFunctions));
