import { controlCharacter, tourMessages } from '@rela/contracts';
import { describe, expect, it } from 'vitest';
import { digestAlertEmail, instantAlertEmail, type EmailLinks } from './alert-emails';

const links: EmailLinks = {
  publicUrl: 'https://rela.example',
  unsubscribeUrl: (topic) => `https://rela.example/api/unsubscribe?topic=${topic}`,
};
const to = { email: 'ada@rela.example', firstName: 'Ada' };

describe('alert e-mails', () => {
  it('strip control characters from every text they carry (subject, text, html)', () => {
    const notice = { title: 'Tour confirmed\u001b[2J — 1 Elm St\nBcc: x', body: 'Gate\u000b code' };
    const instant = instantAlertEmail(to, notice, 'notes-tours', links);
    const digest = digestAlertEmail(to, [notice], links);
    for (const mail of [instant, digest]) {
      expect(mail.subject).not.toMatch(controlCharacter);
      expect(mail.subject).not.toMatch(/\n/);
      expect(mail.text).not.toMatch(controlCharacter);
      expect(mail.html ?? '').not.toMatch(controlCharacter);
    }
    expect(instant.subject).toBe('Tour confirmed[2J — 1 Elm St Bcc: x');
    expect(instant.text).toContain('Gate code');
  });

  it('link a tour’s notice to the tour and attach a confirmed tour’s calendar file', () => {
    const calendar = { filename: 'rela-tour-1234abcd.ics', content: 'BEGIN:VCALENDAR\r\n' };
    const mail = instantAlertEmail(
      to,
      {
        title: 'Tour confirmed — 1 Elm St, Austin, TX 78701',
        body: 'Confirmed · Tue, Dec 1 · 10:00 AM – 11:00 AM CT',
        data: { tourId: 'abc', state: 'confirmed', calendar },
      },
      'notes-tours',
      links,
    );
    expect(mail.text).toContain(tourMessages.openTour('https://rela.example/tours?tour=abc'));
    expect(mail.text).not.toContain('https://rela.example/home');
    expect(mail.html).toContain('href="https://rela.example/tours?tour=abc"');
    expect(mail.text).toContain(tourMessages.icsAttached);
    expect(mail.attachments).toEqual([
      {
        filename: calendar.filename,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendar.content,
      },
    ]);
    const plain = instantAlertEmail(to, { title: 'Price ↓', body: 'Now $1' }, 'price', links);
    expect(plain.text).toContain('https://rela.example/home');
    expect(plain.attachments).toBeUndefined();
  });
});
