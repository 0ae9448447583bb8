import { describe, expect, it } from 'vitest';
import { withoutControlCharacters } from './plain-text';

describe('text that leaves Rela in a calendar or an e-mail', () => {
  it('loses control characters (vertical tab, ESC, NUL, DEL, C1) and keeps line breaks and tabs', () => {
    expect(
      withoutControlCharacters('Ring\u000b twice\u001b[31m, gate\u0000 code\u007f 12\u0085'),
    ).toBe('Ring twice[31m, gate code 12');
    expect(withoutControlCharacters('one\r\ntwo\rthree\n\tfour')).toBe('one\ntwo\nthree\n\tfour');
    expect(withoutControlCharacters('Café — ok')).toBe('Café — ok');
  });
});
