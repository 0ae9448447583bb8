import { z } from 'zod/mini';
import { complianceMessages } from '../messages/compliance';
import type { Role } from '../roles';

/**
 * The display rules an MLS attaches to its feed (REQ-DISPLAY-RULES, ADR 048), kept as data: one
 * rule set per MLS, keyed by the records' `OriginatingSystemName`, over shipped defaults that
 * satisfy the common IDX and VOW rules (NAR's IDX policy; the MLS Grid, Stellar MLS, CVRMLS and
 * OneKey MLS rules say the same in their own words). The server's compliance module reads them and
 * every surface asks it; these pure functions are what it asks with.
 */

/** Who the attribution line names: the listing office (with its phone), or the agent too. */
export const attributionStyles = ['office', 'office-and-agent'] as const;
export type AttributionStyle = (typeof attributionStyles)[number];

/** One MLS's rules. */
export const displayRuleSetSchema = z.object({
  /** The MLS as the disclaimer names it (the source of the data). */
  source: z.string().check(z.minLength(1), z.maxLength(120)),
  /** `office`: "Listing courtesy of {office}, {office phone}"; `office-and-agent` adds the agent. */
  attribution: z.enum(attributionStyles),
  /** `StandardStatus` values a buyer may be shown (compared without spaces or case). */
  clientStatuses: z.array(z.string().check(z.minLength(1))),
  /** Whether sold (Closed) listings may be shown to buyers (VOW: yes; most IDX rules: no). */
  soldDataToClients: z.boolean(),
  /** The longest the data may go unrefreshed before listings say so and the owner is told. */
  maxDataAgeHours: z.number().check(z.positive(), z.lte(24 * 7)),
  /** Whether comments on a listing (the AI condition report is one) may be shown at all. */
  commentsAllowed: z.boolean(),
  /** Whether automated valuations (the AI report grades the home) may be shown at all. */
  automatedValuationsAllowed: z.boolean(),
  /** The time zone the disclaimer's time is written in (the MLS's own). */
  timeZone: z.string().check(z.minLength(1)),
});
export type DisplayRuleSet = z.infer<typeof displayRuleSetSchema>;

/** Every MLS's rule set by `OriginatingSystemName`; `default` for a name not listed. */
export type DisplayRules = {
  default: DisplayRuleSet;
  byMls: Readonly<Record<string, DisplayRuleSet>>;
};

/** The shipped defaults: what the common IDX rules ask. */
export const defaultDisplayRuleSet: DisplayRuleSet = {
  source: 'the MLS',
  attribution: 'office',
  clientStatuses: ['Active', 'ActiveUnderContract', 'ComingSoon', 'Pending'],
  soldDataToClients: false,
  maxDataAgeHours: 12,
  commentsAllowed: true,
  automatedValuationsAllowed: true,
  timeZone: 'America/New_York',
};

export const defaultDisplayRules: DisplayRules = { default: defaultDisplayRuleSet, byMls: {} };

/**
 * `MLS_DISPLAY_RULES` as the operator writes it: an object of rule sets by
 * `OriginatingSystemName` (`"*"` for every other MLS), each naming only what differs from the
 * defaults.
 */
const overridesSchema = z.record(
  z.string().check(z.minLength(1), z.maxLength(120)),
  z.strictObject({
    source: z.optional(displayRuleSetSchema.shape.source),
    attribution: z.optional(displayRuleSetSchema.shape.attribution),
    clientStatuses: z.optional(displayRuleSetSchema.shape.clientStatuses),
    soldDataToClients: z.optional(z.boolean()),
    maxDataAgeHours: z.optional(displayRuleSetSchema.shape.maxDataAgeHours),
    commentsAllowed: z.optional(z.boolean()),
    automatedValuationsAllowed: z.optional(z.boolean()),
    timeZone: z.optional(displayRuleSetSchema.shape.timeZone),
  }),
);

const knownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The rules of a `MLS_DISPLAY_RULES` JSON text over the defaults, or one line per problem (the
 * start names them all and stops).
 */
export const parseDisplayRules = (
  json: string,
): { ok: true; rules: DisplayRules } | { ok: false; problems: string[] } => {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, problems: [`not JSON (${(error as Error).message})`] };
  }
  const parsed = overridesSchema.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(the whole value)'}: ${issue.message}`,
      ),
    };
  }
  const { '*': anyMls, ...named } = parsed.data;
  const base: DisplayRuleSet = { ...defaultDisplayRuleSet, ...anyMls };
  const byMls = Object.fromEntries(
    Object.entries(named).map(([mls, set]) => [mls, { ...base, ...set }]),
  );
  const zones = [base, ...Object.values(byMls)]
    .map((set) => set.timeZone)
    .filter((zone) => !knownZone(zone));
  if (zones.length > 0)
    return { ok: false, problems: zones.map((zone) => `timeZone: ${zone} is not a time zone`) };
  return { ok: true, rules: { default: base, byMls } };
};

/** A provider record's fields, as the replica keeps it. */
export type ListingRecord = Readonly<Record<string, unknown>>;

/** The rule set of the MLS a record comes from. */
export const rulesFor = (rules: DisplayRules, record: ListingRecord): DisplayRuleSet => {
  const mls = record.OriginatingSystemName;
  return (typeof mls === 'string' && rules.byMls[mls]) || rules.default;
};

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A Data Dictionary `…YN` field is false only when said so (`false`, `"false"`, `"N"`, `"No"`):
 * a record without it keeps the listing's default, which is to show.
 */
export const saysNo = (value: unknown) =>
  value === false || (typeof value === 'string' && /^(false|n|no)$/i.test(value.trim()));

/** A ten-digit US number as `(919) 555-0100`; anything else as the MLS wrote it. */
export const formatListingPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 ? `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}` : phone;
};

/** The attribution line of a listing, in full (the dialog) and short (a card). */
export type Attribution = { full: string; compact: string };

/**
 * "Listing courtesy of Acme Realty, (919) 555-0100": the listing office and its phone; without an
 * office phone (or with `office-and-agent`), the agent and their direct phone or e-mail. Null
 * when the record names neither office nor agent.
 */
export const attributionOf = (record: ListingRecord, rules: DisplayRuleSet): Attribution | null => {
  const office = textOf(record.ListOfficeName);
  const officePhone = textOf(record.ListOfficePhone);
  const agent = textOf(record.ListAgentFullName);
  const agentContact = textOf(record.ListAgentDirectPhone)
    ? formatListingPhone(textOf(record.ListAgentDirectPhone))
    : textOf(record.ListAgentEmail);
  const text = complianceMessages.attribution;
  const named = office || agent;
  if (!named) return null;
  const withAgent = agent !== '' && (rules.attribution === 'office-and-agent' || !officePhone);
  const who = office && withAgent ? text.agentOfOffice(agent, office) : named;
  const contact = withAgent ? agentContact : officePhone ? formatListingPhone(officePhone) : '';
  return { full: text.full(who, contact || null), compact: text.compact(office || agent) };
};

/** One formatter per zone and style: making an `Intl.DateTimeFormat` costs far more than using one. */
const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (zone: string, style: 'time' | 'zone') => {
  const key = `${style} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'en-US',
      style === 'time'
        ? { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }
        : { timeZone: zone, timeZoneName: 'short' },
    );
    formats.set(key, format);
  }
  return format;
};

/**
 * The disclaimer under a listing's facts: the MLS as source, "deemed reliable but not guaranteed",
 * and when the data was obtained, written in the MLS's time zone with the zone named.
 */
export const disclaimerOf = (rules: DisplayRuleSet, obtainedAt: Date): string => {
  const when = formatIn(rules.timeZone, 'time').format(obtainedAt);
  const zone =
    formatIn(rules.timeZone, 'zone')
      .formatToParts(obtainedAt)
      .find((part) => part.type === 'timeZoneName')?.value ?? rules.timeZone;
  // Plain spaces (Intl writes a narrow no-break space before AM/PM): the text goes into CSV and mail.
  return complianceMessages.disclaimer(rules.source, `${when} ${zone}`.replace(/\s/g, ' '));
};

/** A status as the rules compare it: its lookup name or display name, without spaces or case. */
const statusKey = (status: unknown) =>
  textOf(status)
    .replace(/[\s_-]/g, '')
    .toLowerCase();

/**
 * Whether the seller opted out of internet display altogether (`InternetEntireListingDisplayYN`,
 * REQ-DISPLAY-WITHHELD): whatever its status, a buyer never gets the listing.
 */
export const listingWithheld = (record: ListingRecord): boolean =>
  saysNo(record.InternetEntireListingDisplayYN);

/**
 * Whether a buyer may be shown the listing at all: not when the seller opted out of internet
 * display (`listingWithheld`), nor in a status the rules keep from clients (sold listings only
 * where the rules allow sold data).
 */
export const clientMaySee = (record: ListingRecord, rules: DisplayRuleSet): boolean => {
  if (listingWithheld(record)) return false;
  const status = statusKey(record.StandardStatus);
  if (status === 'closed') return rules.soldDataToClients;
  return rules.clientStatuses.some((allowed) => statusKey(allowed) === status);
};

/** Whether a buyer may see the street address and map pin (else city and ZIP only). */
export const addressShown = (record: ListingRecord, _rules: DisplayRuleSet): boolean =>
  !saysNo(record.InternetAddressDisplayYN);

/**
 * How a listing's street address reaches one caller when its seller opted out of address display
 * (REQ-DISPLAY-ADDRESS): `on-request`, a buyer's answer without the street and coordinates (city
 * and ZIP only, no map pin); `not-for-clients`, a realtor's (or a role above) with them and a mark.
 * Absent from an answer when the address is shown as usual.
 */
export const addressDisplays = ['on-request', 'not-for-clients'] as const;
export type AddressDisplay = (typeof addressDisplays)[number];

/** A buyer is the MLS's consumer (a client); every role above works with the listing. */
export const isClient = (role: Role) => role === 'buyer';

/** The address display of a listing whose address is `shown` (or not), for a caller of `role`. */
export const addressDisplayFor = (shown: boolean, role: Role): AddressDisplay | null =>
  shown ? null : isClient(role) ? 'on-request' : 'not-for-clients';

/**
 * Why Rela declines to make or show a listing's AI condition report (REQ-DISPLAY-NO-REPORT): the
 * seller said no to comments or automated valuations (`seller`), or the MLS's rules allow neither
 * on any listing (`mls`). The words for each are `complianceMessages.reportDeclined`.
 */
export const reportDeclinedReasons = ['seller', 'mls'] as const;
export type ReportDeclined = (typeof reportDeclinedReasons)[number];

/**
 * Why the AI condition report may not be offered or shown, or null when it may: it comments on the
 * listing and grades it, so neither the seller nor the rules may have said no to comments or
 * automated valuations. The seller's own choice is named first.
 */
export const reportDeclinedOf = (
  record: ListingRecord,
  rules: DisplayRuleSet,
): ReportDeclined | null => {
  if (
    saysNo(record.InternetConsumerCommentYN) ||
    saysNo(record.InternetAutomatedValuationDisplayYN)
  )
    return 'seller';
  if (!rules.commentsAllowed || !rules.automatedValuationsAllowed) return 'mls';
  return null;
};

/** Whether the AI condition report may be offered or shown (`reportDeclinedOf` says no reason). */
export const reportAllowed = (record: ListingRecord, rules: DisplayRuleSet): boolean =>
  reportDeclinedOf(record, rules) === null;

/** True once data last obtained at `obtainedAt` is older than the rules allow at `now`. */
export const isDataStale = (rules: DisplayRuleSet, obtainedAt: Date, now: Date): boolean =>
  now.getTime() - obtainedAt.getTime() > rules.maxDataAgeHours * 3_600_000;

/** The seller opt-outs the compliance page counts, by their Data Dictionary field. */
export const optOutFields = [
  'InternetEntireListingDisplayYN',
  'InternetAddressDisplayYN',
  'InternetConsumerCommentYN',
  'InternetAutomatedValuationDisplayYN',
] as const;
export type OptOutField = (typeof optOutFields)[number];

/** Every field of a record the functions above read: what a reader keeps of a record for them. */
export const displayRecordFields = [
  'OriginatingSystemName',
  'StandardStatus',
  'ListOfficeName',
  'ListOfficePhone',
  'ListAgentFullName',
  'ListAgentEmail',
  'ListAgentDirectPhone',
  ...optOutFields,
] as const;

/** The fields of a record the display rules read, and nothing else. */
export const displayFieldsOf = (record: ListingRecord): ListingRecord => {
  const kept: Record<string, unknown> = {};
  for (const field of displayRecordFields) if (field in record) kept[field] = record[field];
  return kept;
};
