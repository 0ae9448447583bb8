import {
  alertEmailMessages as texts,
  tourMessages,
  withoutControlCharacters,
  type UnsubscribeTopic,
} from '@rela/contracts';
import type { OutboxAttachment } from '../../../db/schema';
import { escapeHtml } from '../../../platform/html';
import type { OutboxMessage } from '../../../platform/outbox';
import { disclaimersOf, type ListingLines } from './listing-lines';

/** What an alert e-mail links to: the home page, My Account, and a signed unsubscribe link. */
export type EmailLinks = {
  publicUrl: string;
  /** The unsubscribe URL for a topic (or all), signed for the recipient. */
  unsubscribeUrl: (topic: UnsubscribeTopic) => string;
};

export type EmailNotice = {
  title: string;
  body: string;
  data?: Record<string, unknown>;
  /** The named listing's attribution and disclaimer (REQ-DISPLAY-ATTRIBUTION); none without. */
  lines?: ListingLines | null;
};

/**
 * The listing's quiet lines, as prominent as the notice's own text (ADR 048): the same size, a
 * grey of 7:1 on white.
 */
const quiet = 'color:#4b5563';

/** The attribution under a notice's facts: "Listing courtesy of Acme Realty, (919) 555-0100". */
const attributionOf = (notice: EmailNotice) => notice.lines?.attribution?.full ?? null;

/** The disclaimers the e-mail ends with, one per MLS its listings come from. */
const disclaimers = (notices: readonly EmailNotice[]) => {
  const lines = disclaimersOf(notices.map((notice) => notice.lines));
  return {
    text: lines,
    html: lines.map((line) => `<p style="${quiet};font-size:14px">${escapeHtml(line)}</p>`),
  };
};

/** Text that reaches an e-mail, control characters removed (REQ-TOUR-CLEAN). */
const clean = (notice: EmailNotice): EmailNotice => ({
  ...notice,
  title: withoutControlCharacters(notice.title).replace(/\n+/g, ' '),
  body: withoutControlCharacters(notice.body),
});

/** A tour's notice links to the tour (`/tours?tour=`) and carries a confirmed tour's `.ics`. */
const tourExtras = (notice: EmailNotice, publicUrl: string) => {
  const tourId = notice.data?.tourId;
  const calendar = notice.data?.calendar as { filename?: unknown; content?: unknown } | undefined;
  const attachments: OutboxAttachment[] =
    typeof calendar?.filename === 'string' && typeof calendar.content === 'string'
      ? [
          {
            filename: calendar.filename,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: calendar.content,
          },
        ]
      : [];
  return typeof tourId === 'string'
    ? { tour: `${publicUrl}/tours?tour=${encodeURIComponent(tourId)}`, attachments }
    : null;
};

export const alertEmailKind = 'alert';
export const alertDigestKind = 'alert-digest';

/** RFC 8058 one-click unsubscribe: mail clients show an "Unsubscribe" button and POST to it. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const attributionHtml = (attribution: string | null) =>
  attribution ? `<br><span style="${quiet}">${escapeHtml(attribution)}</span>` : '';

const link = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

const footer = (links: EmailLinks, topic: UnsubscribeTopic) => {
  const unsubscribe = links.unsubscribeUrl(topic);
  const account = `${links.publicUrl}/account`;
  return {
    unsubscribe,
    text: [texts.unsubscribeLine(topic, unsubscribe), texts.changeChoices(account)],
    html: `<p style="color:#6b7280;font-size:12px">${link(unsubscribe, texts.unsubscribeLabel(topic))} · ${link(account, texts.myAccount)}</p>`,
  };
};

const html = (parts: string[]) =>
  `<div style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827;max-width:560px">${parts.join('\n')}</div>`;

/** One notice, sent as soon as it is written (the topic's e-mail is "instant"). */
export const instantAlertEmail = (
  to: { email: string; firstName: string | null },
  given: EmailNotice,
  topic: UnsubscribeTopic,
  links: EmailLinks,
): OutboxMessage => {
  const home = `${links.publicUrl}/home`;
  const end = footer(links, topic);
  const tour = tourExtras(given, links.publicUrl);
  const notice = clean(given);
  const attached = tour && tour.attachments.length > 0 ? [tourMessages.icsAttached] : [];
  const attribution = attributionOf(given);
  const foot = disclaimers([given]);
  const text = [
    texts.greeting(to.firstName),
    [notice.title, notice.body, attribution].filter(Boolean).join('\n'),
    ...attached,
    tour ? tourMessages.openTour(tour.tour) : texts.openRela(home),
    texts.signature,
    ...foot.text,
    ...end.text,
  ];
  return {
    channel: 'email',
    kind: alertEmailKind,
    recipient: to.email,
    subject: notice.title,
    text: `${text.join('\n\n')}\n`,
    html: html([
      `<p>${escapeHtml(texts.greeting(to.firstName))}</p>`,
      `<p><strong>${escapeHtml(notice.title)}</strong><br>${escapeHtml(notice.body)}${attributionHtml(attribution)}</p>`,
      ...attached.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${tour ? link(tour.tour, tourMessages.openTourLabel) : link(home, texts.openRelaLabel)}</p>`,
      `<p>${escapeHtml(texts.signature)}</p>`,
      ...foot.html,
      end.html,
    ]),
    headers: unsubscribeHeaders(end.unsubscribe),
    ...(tour && tour.attachments.length > 0 ? { attachments: tour.attachments } : {}),
  };
};

/** Several notices in one e-mail, with an intro line; its link unsubscribes from `topic`. */
const listAlertEmail = (
  to: { email: string; firstName: string | null },
  given: readonly EmailNotice[],
  links: EmailLinks,
  what: { kind: string; subject: string; intro: string; topic: UnsubscribeTopic },
): OutboxMessage => {
  const notices = given.map(clean);
  const home = `${links.publicUrl}/home`;
  const end = footer(links, what.topic);
  const foot = disclaimers(notices);
  const text = [
    texts.greeting(to.firstName),
    what.intro,
    notices
      .map((notice) =>
        [`• ${notice.title}`, notice.body, attributionOf(notice)].filter(Boolean).join('\n  '),
      )
      .join('\n'),
    texts.openRela(home),
    texts.signature,
    ...foot.text,
    ...end.text,
  ];
  const items = notices
    .map(
      (notice) =>
        `<li style="margin:0 0 12px"><strong>${escapeHtml(notice.title)}</strong><br>${escapeHtml(notice.body)}${attributionHtml(attributionOf(notice))}</li>`,
    )
    .join('');
  return {
    channel: 'email',
    kind: what.kind,
    recipient: to.email,
    subject: what.subject,
    text: `${text.join('\n\n')}\n`,
    html: html([
      `<p>${escapeHtml(texts.greeting(to.firstName))}</p>`,
      `<p>${escapeHtml(what.intro)}</p>`,
      `<ul style="padding-left:18px">${items}</ul>`,
      `<p>${link(home, texts.openRelaLabel)}</p>`,
      `<p>${escapeHtml(texts.signature)}</p>`,
      ...foot.html,
      end.html,
    ]),
    headers: unsubscribeHeaders(end.unsubscribe),
  };
};

/** The day's notices of every "digest" topic in one e-mail; its link unsubscribes from all. */
export const digestAlertEmail = (
  to: { email: string; firstName: string | null },
  notices: readonly EmailNotice[],
  links: EmailLinks,
): OutboxMessage =>
  listAlertEmail(to, notices, links, {
    kind: alertDigestKind,
    subject: texts.digestSubject(notices.length),
    intro: texts.digestIntro(notices.length),
    topic: 'all',
  });

/** The shared notes written to one person within `timing.noteEmailBatchMs`, in one e-mail. */
export const notesAlertEmail = (
  to: { email: string; firstName: string | null },
  notices: readonly EmailNotice[],
  links: EmailLinks,
): OutboxMessage =>
  listAlertEmail(to, notices, links, {
    kind: alertEmailKind,
    subject: texts.notesSubject(notices.length),
    intro: texts.notesIntro(notices.length),
    topic: 'notes-tours',
  });
