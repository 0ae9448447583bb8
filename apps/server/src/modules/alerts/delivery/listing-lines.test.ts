import { alertEmailMessages, defaultDisplayRules, disclaimerOf } from '@rela/contracts';
import { describe, expect, it } from 'vitest';
import { displayPolicyOf } from '../../compliance';
import { digestAlertEmail, instantAlertEmail, type EmailLinks } from './alert-emails';
import { disclaimersOf, listingLinesOf, smsTextOf, type ListingLines } from './listing-lines';

const links: EmailLinks = {
  publicUrl: 'https://rela.example',
  unsubscribeUrl: (topic) => `https://rela.example/api/unsubscribe?topic=${topic}`,
};
const to = { email: 'ada@rela.example', firstName: 'Ada' };
const policy = displayPolicyOf({
  ...defaultDisplayRules,
  byMls: { Triangle: { ...defaultDisplayRules.default, source: 'Triangle MLS' } },
});
const record = {
  OriginatingSystemName: 'Triangle',
  ListOfficeName: 'Acme Realty',
  ListOfficePhone: '9195550100',
};
const at = new Date('2026-12-01T15:00:00Z');
const triangle = disclaimerOf({ ...defaultDisplayRules.default, source: 'Triangle MLS' }, at);
const lines = (
  over: Partial<{ record: Record<string, unknown>; obtainedAt: Date; clientShown: boolean }> = {},
  role = 'buyer',
) =>
  listingLinesOf(policy, {
    role,
    listing: { record, obtainedAt: at, clientShown: true, ...over },
  });

/** What an alert e-mail and text carry of the listing they name (REQ-DISPLAY-ATTRIBUTION). */
describe('the listing lines of alert e-mails and texts', () => {
  it('asks the policy for the attribution and the disclaimer of the listing’s MLS', () => {
    expect(lines()).toEqual({
      attribution: {
        full: 'Listing courtesy of Acme Realty, (919) 555-0100',
        compact: 'Listing courtesy of Acme Realty',
      },
      mls: 'Triangle MLS',
      disclaimer: triangle,
      obtainedAt: at,
    });
    expect(triangle).toContain('Listing data from Triangle MLS.');
  });

  it('gives a buyer none for a listing kept off client display; its realtor still gets them', () => {
    expect(lines({ clientShown: false })).toBeNull();
    expect(lines({ clientShown: false }, 'realtor')?.attribution?.compact).toBe(
      'Listing courtesy of Acme Realty',
    );
    expect(listingLinesOf(policy, { role: 'buyer', listing: null })).toBeNull();
  });

  it('ends an e-mail with one disclaimer per MLS, at the latest time its listings were obtained', () => {
    const later = new Date(at.getTime() + 3_600_000);
    const other = lines({ record: { ListOfficeName: 'Oak Homes' } });
    const list = [lines(), lines({ obtainedAt: later }), other, null];
    expect(disclaimersOf(list)).toEqual([
      lines({ obtainedAt: later })!.disclaimer,
      other!.disclaimer,
    ]);
    expect(other?.mls).toBe('the MLS');
  });

  it('puts the full line under each notice and the disclaimers at the foot, in text and HTML', () => {
    const notice = {
      title: 'Price ↓ $15,000 — 12 Oak St, Raleigh',
      body: 'Now $485,000, was $500,000.',
      lines: lines(),
    };
    const plain = { title: 'Sofia added 1 home', body: 'A new home is on your list.' };
    for (const mail of [
      instantAlertEmail(to, notice, 'price', links),
      digestAlertEmail(to, [notice, plain], links),
    ]) {
      const text = mail.text;
      const facts = text.indexOf('Now $485,000, was $500,000.');
      const attribution = text.indexOf('Listing courtesy of Acme Realty, (919) 555-0100');
      const disclaimer = text.indexOf(triangle);
      expect(facts).toBeGreaterThan(0);
      expect(attribution).toBeGreaterThan(facts);
      expect(disclaimer).toBeGreaterThan(attribution);
      expect(text.indexOf(alertEmailMessages.signature)).toBeLessThan(disclaimer);
      expect(text.split(triangle)).toHaveLength(2);
      expect(mail.html).toContain(
        '<span style="color:#4b5563">Listing courtesy of Acme Realty, (919) 555-0100</span>',
      );
      expect(mail.html).toContain(triangle);
    }
    // Without a listing's lines, nothing of them.
    expect(instantAlertEmail(to, plain, 'homes-added', links).text).not.toContain('Listing');
  });

  it('adds the compact line to a text only where it stays within one segment', () => {
    const short = smsTextOf('Price ↓ $15,000 — 12 Oak St, Raleigh', lines());
    expect(short).toBe(
      'Rela: Price ↓ $15,000 — 12 Oak St, Raleigh. Listing courtesy of Acme Realty. Reply STOP to opt out.',
    );
    expect(short.length).toBeLessThanOrEqual(alertEmailMessages.smsWithin);
    const title = `Price ↓ $15,000 — ${'12345 Long Meadow Crossing Boulevard, '.repeat(2)}Raleigh`;
    const long = smsTextOf(title, lines());
    expect(long).toBe(alertEmailMessages.sms(title));
    expect(smsTextOf('Now Pending — 12 Oak St', null)).toBe(
      'Rela: Now Pending — 12 Oak St. Reply STOP to opt out.',
    );
    const none: ListingLines = { ...lines()!, attribution: null };
    expect(smsTextOf('Now Pending — 12 Oak St', none)).not.toContain('courtesy');
  });
});
