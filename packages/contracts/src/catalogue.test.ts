import { describe, expect, it } from 'vitest';
import { catalogueMessageOf, isCatalogueText } from './catalogue';
import * as messages from './messages';

const textsOf = (node: unknown): string[] => {
  if (typeof node === 'string') return [node];
  if (node === null || typeof node !== 'object') return [];
  return Object.values(node).flatMap(textsOf);
};

describe('the message catalogue', () => {
  it("words each text as a sentence of its own, never after a field's name", () => {
    // "windows: each time must start in the future." read as code, not as Rela speaking; the
    // error's `issues` name the field.
    const prefixed = textsOf(messages).filter((text) => /^[A-Za-z_.[\]]+: [a-z]/.test(text));
    expect(prefixed).toEqual([]);
  });

  it('answers the first catalogue sentence of a failed validation alone', () => {
    expect(isCatalogueText(messages.tourMessages.windowInPast)).toBe(true);
    expect(
      catalogueMessageOf(
        [{ message: 'Invalid input' }, { message: messages.tourMessages.windowInPast }],
        'fallback',
      ),
    ).toBe('Each time must start in the future.');
  });
});
