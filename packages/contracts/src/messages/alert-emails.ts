import type { AlertTopic } from '../api/alerts';

/** What the unsubscribe links name: one topic's e-mail, or all alert e-mail. */
export type UnsubscribeTopic = AlertTopic | 'all';

const topicNames: Record<UnsubscribeTopic, string> = {
  price: 'price change',
  status: 'status change',
  'search-match': 'saved search',
  'homes-added': 'new home',
  'notes-tours': 'notes and tours',
  all: 'all Rela alert',
};

/**
 * Texts of the alert e-mails and text messages (ADR 029) and of the unsubscribe page they link to.
 * The notice's own title and body come from `alertMessages`.
 */
export const alertEmailMessages = {
  /** "price change e-mails", "all Rela alert e-mails". */
  topicEmails: (topic: UnsubscribeTopic) => `${topicNames[topic]} e-mails`,
  greeting: (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  openRelaLabel: 'Open Rela',
  openRela: (url: string) => `Open Rela: ${url}`,
  digestSubject: (count: number) =>
    `Your Rela daily digest: ${count} ${count === 1 ? 'update' : 'updates'}`,
  digestIntro: (count: number) =>
    count === 1
      ? 'Here is what changed since your last digest.'
      : `Here are the ${count} changes since your last digest.`,
  /** Shared notes written to one person within a minute, in one e-mail (REQ-NOTES-EMAIL). */
  notesSubject: (count: number) => `${count} new notes on your homes`,
  notesIntro: (count: number) => `Here are the ${count} notes written to you just now.`,
  unsubscribeLabel: (topic: UnsubscribeTopic) => `Unsubscribe from ${topicNames[topic]} e-mails`,
  unsubscribeLine: (topic: UnsubscribeTopic, url: string) =>
    `Unsubscribe from ${topicNames[topic]} e-mails: ${url}`,
  changeChoices: (url: string) => `Choose which alerts you get on My Account: ${url}`,
  signature: 'The Rela team',
  /**
   * One text message: the notice's title, the listing's compact attribution line when there is
   * one (REQ-DISPLAY-ATTRIBUTION), then how to stop. `smsWithin` decides whether the line fits.
   */
  sms: (title: string, attribution?: string | null) =>
    attribution
      ? `Rela: ${title}. ${attribution}. Reply STOP to opt out.`
      : `Rela: ${title}. Reply STOP to opt out.`,
  /**
   * The length an alert text keeps within with the attribution line: one 160-character segment
   * (ADR 048's amendment on notices). A text that would be longer goes without the line; the
   * e-mail and the app carry it in full.
   */
  smsWithin: 160,
  /** The page a link opens: nothing changes until its one button is pressed (RFC 8058). */
  confirmTitle: 'Unsubscribe from these e-mails?',
  confirm: (topic: UnsubscribeTopic) =>
    `Rela will stop sending you ${topicNames[topic]} e-mails. You will still see alerts in the app.`,
  unsubscribeButton: 'Unsubscribe',
  resubscribeButton: 'Resubscribe',
  resubscribedTitle: "You're subscribed again",
  resubscribed: (topic: UnsubscribeTopic) =>
    `Rela will send you ${topicNames[topic]} e-mails again.`,
  resubscribedDetail: 'You can choose instant e-mails or a daily digest on My Account.',
  unsubscribedTitle: "You're unsubscribed",
  unsubscribed: (topic: UnsubscribeTopic) =>
    `You're unsubscribed from ${topicNames[topic]} e-mails.`,
  unsubscribedDetail:
    'You will still see alerts in the app. Changed your mind? Resubscribe here, or choose on My Account.',
  badLinkTitle: 'This link does not work',
  badLink:
    'This unsubscribe link is invalid or has expired. Nothing was changed. You can choose which e-mails you get on My Account.',
  myAccount: 'Open My Account',
} as const;

/** Why a delivery row was not sent (kept in `notification_deliveries.reason`). */
export const deliverySkipReasons = {
  emailOff: 'e-mail is off for this topic',
  unverifiedEmail: 'the e-mail address is not verified',
  smsOff: 'SMS is off for this topic',
  noVerifiedPhone: 'no verified phone',
  optedOut: 'the phone opted out (STOP)',
  monthlyLimit: 'the monthly SMS limit is reached',
  /** ADR 029: nobody hears of a home they removed or of a buyer who is no longer theirs. */
  notTheirHome: 'the home is no longer on the list, or the buyer no longer theirs',
  /** ADR 029: nobody hears of a search they deleted. */
  searchDeleted: 'the saved search was deleted',
  /** REQ-DISPLAY-WITHHELD: a buyer never hears of a listing kept off client display. */
  notForClients: 'the seller keeps the listing off client display',
  /** ADR 052. */
  pushOff: 'push is off for this topic',
  noPushDevice: 'no device gets push notices',
  /** An `unread` e-mail (ADR 052, REQ-PUSH-NO-ECHO): the person already has the news. */
  readInApp: 'the notice was read in the app',
  pushed: 'a device took the notice by push',
} as const;
