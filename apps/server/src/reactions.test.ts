import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emittedEventSchema, eventTypes } from './platform/events';
import { subscribers } from './reactions';

const architecture = readFileSync(
  path.resolve(import.meta.dirname, '../../../docs/architecture.md'),
  'utf8',
);

/** The catalogue, its subscribers and the architecture page's list agree (ADR 043). */
describe('the event catalogue', () => {
  it('has a subscriber for every event emitted, and names each subscriber once', () => {
    const emitted = emittedEventSchema.options.map((option) => option.shape.type.value);
    const heard = new Set(subscribers.map((subscriber) => subscriber.on));
    expect(emitted.filter((type) => !heard.has(type))).toEqual([]);
    const names = subscribers.map((subscriber) => subscriber.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('is listed in full in docs/architecture.md, How a reaction travels', () => {
    const section = architecture.slice(architecture.indexOf('## How a reaction travels'));
    expect(eventTypes.filter((type) => !section.includes(`\`${type}\``))).toEqual([]);
  });
});
