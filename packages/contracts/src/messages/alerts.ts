/**
 * Texts of alerts (ADR 028): the titles and bodies of notices, made once per change from the
 * replica's event, and the refusals of the preferences call. `{buyer}` in a realtor's body is the
 * buyer's first name, filled in per recipient by the fan-out's one SQL statement.
 */
const usd = (amount: number) => `$${Math.round(Math.abs(amount)).toLocaleString('en-US')}`;

export const alertMessages = {
  /** The realtor's body names the buyer through this slot. */
  buyerSlot: '{buyer}',
  priceTitle: (change: number, address: string) =>
    `Price ${change < 0 ? '↓' : '↑'} ${usd(change)} — ${address}`,
  priceDetail: (before: number, after: number) => `Now ${usd(after)}, was ${usd(before)}.`,
  statusTitle: (status: string, address: string) => `Now ${status} — ${address}`,
  statusDetail: (before: string) => `Was ${before}.`,
  statusDetailUnknown: 'Its status changed.',
  backOnMarketTitle: (address: string) => `Back on market — ${address}`,
  backOnMarketDetail: (status: string) => `Listed again as ${status}.`,
  offMarketTitle: (address: string) => `No longer available — ${address}`,
  offMarketDetail: 'It has left the market.',
  /** A buyer's own home: liked ones say so. */
  forBuyer: (detail: string, liked: boolean) => (liked ? `♥ Liked · ${detail}` : detail),
  /** A realtor hears of a buyer's home: "Sofia's ♥ liked home · Now $485,000, was $500,000." */
  forRealtor: (buyer: string, detail: string, liked: boolean) =>
    `${buyer}'s ${liked ? '♥ liked ' : ''}home · ${detail}`,
  homesAddedTitle: (realtor: string, count: number) =>
    `${realtor} added ${count} ${count === 1 ? 'home' : 'homes'}`,
  homesAddedBody: (count: number) =>
    count === 1 ? 'A new home is on your list.' : `${count} new homes are on your list.`,
  /** A home whose address the replica lacks. */
  unknownAddress: 'a home on your list',
  smsNotAllowed: 'SMS can be chosen only for price and status changes.',
  smsNeedsPhone: 'Verify your phone number on My Account to get text messages.',
  badCursor: 'Page from one of your own notices.',
  badTimeZone: 'Choose an IANA time zone name, such as America/Chicago.',
  badHour: 'An hour is a whole number from 0 to 23.',
  /** My Account's Notifications: where quiet hours and the digest are counted. */
  timesIn: (zone: string) => `Times in ${zone}`,
  timesDetail: 'the daily digest comes at 8 AM',
  /** The locked homes' choice (REQ-ALERTS-LOCKED-INSTANT). */
  likedInstantLabel: 'E-mail me at once about my locked homes',
  likedInstantDetail:
    'Price and status changes of homes you locked come by e-mail as they happen, even when those topics are in your daily digest.',
  /** Quiet hours (REQ-ALERTS-QUIET-HOURS): texts wait them out. */
  quietHoursTitle: 'Quiet hours',
  quietHoursDetail: 'Text messages wait until quiet hours end. Pick the same hour twice for none.',
  quietFrom: 'From',
  quietTo: 'To',
  deviceZone: (zone: string) => `Saving moves them to this device's time zone, ${zone}.`,
} as const;
