import { normalizeUsername } from '@rela/contracts';
import { describe, expect, it } from 'vitest';
import { greeting, quotedName } from './email-names';
import { hostileNames, linkable } from './email-names.test-support';

/** REQ-SEC-EMAIL-NAMES: names in e-mails are quoted and never auto-linkable. */
describe('names in e-mails', () => {
  it.each(hostileNames)('quotes %j on one line, and no mail client links it', (name) => {
    const shown = quotedName(name);
    expect(shown).toMatch(/^“[^\n]+”$/);
    expect(shown).not.toMatch(linkable);
  });

  it('keeps an ordinary name as it is, only quoted', () => {
    expect(quotedName('Ada Lovelace')).toBe('“Ada Lovelace”');
    expect(quotedName('J. R. R. Tolkien')).toBe('“J. R. R. Tolkien”');
    expect(greeting({ firstName: ' Ada ', username: 'ada' })).toBe('Hello “Ada”,');
    expect(greeting({ firstName: null, username: 'ada' })).toBe('Hello “ada”,');
  });

  it('shows a username with dots that still signs in when copied (NFKC reads the dot back)', () => {
    const shown = quotedName('ada.lovelace');
    expect(shown).not.toMatch(linkable);
    expect(normalizeUsername(shown.slice(1, -1))).toBe('ada.lovelace');
  });
});
