import fc from 'fast-check';

/** The JSON Schema subset the zod → OpenAPI transform emits. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

/**
 * Values a field may take that mean something in the world under test (a real username, a listing
 * key someone has), chosen by the field's name, so generated requests reach past the lookups.
 */
export type KnownValues = (fieldName: string) => readonly string[];

const noKnownValues: KnownValues = () => [];

/**
 * Strings of `pattern` within the lengths. `stringMatching` makes short strings, and filtering them
 * for a long `minLength` (a push key's 86 characters) would spin for ever: a short match is
 * repeated up to the length instead, and where that does not match either, any string of the
 * lengths is taken (the request is then a malformed one, which the fuzzer sends anyway).
 */
const matching = (pattern: RegExp, minLength: number, maxLength: number) =>
  fc
    .tuple(fc.stringMatching(pattern), fc.string({ minLength, maxLength }))
    .map(([match, fallback]) => {
      const stretched =
        match.length > 0 && match.length < minLength
          ? match.repeat(Math.ceil(minLength / match.length)).slice(0, maxLength)
          : match;
      const fits = stretched.length >= minLength && stretched.length <= maxLength;
      return fits && pattern.test(stretched) ? stretched : fallback;
    });

const stringOf = (schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<string> => {
  const maxLength = Math.min(schema.maxLength ?? 64, 300);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  let base: fc.Arbitrary<string>;
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = undefined;
    }
    base = pattern ? matching(pattern, minLength, maxLength) : fc.string({ minLength, maxLength });
  } else if (schema.format === 'email' || /e-?mail/i.test(name)) {
    base = fc.emailAddress().filter(fits);
  } else if (schema.format === 'uuid' || /requestId$/i.test(name)) {
    base = fc.oneof(fc.uuid(), fc.string({ minLength, maxLength }));
  } else {
    base = fc.string({ minLength, maxLength });
  }
  const real = known(name).filter(fits);
  return real.length > 0 ? fc.oneof(fc.constantFrom(...real), base) : base;
};

const numberOf = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_000) + (integer ? 1 : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - (integer ? 1 : 0);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** Values that satisfy `schema` (valid requests, to get past validation into the handlers). */
export const valueOf = (
  schema: JsonSchema | undefined,
  name = '',
  known: KnownValues = noKnownValues,
): fc.Arbitrary<unknown> => {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueOf(choice, name, known)));
  if (schema.allOf?.[0]) return valueOf(schema.allOf[0], name, known);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  const arbitraries = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringOf(schema, name, known);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(valueOf(schema.items, name, known), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 20),
        });
      default:
        return objectOf(schema, known);
    }
  });
  const value =
    arbitraries.length === 1 && arbitraries[0] ? arbitraries[0] : fc.oneof(...arbitraries);
  return schema.nullable ? fc.option(value, { nil: null }) : value;
};

const objectOf = (schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> => {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties))
    record[key] = valueOf(property, key, known);
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  // Optional keys are left out at random by fc.record.
  return fc.record(record, { requiredKeys });
};
