import {
  addressDisplayFor,
  addressShown,
  attributionOf,
  clientMaySee,
  disclaimerOf,
  isDataStale,
  listingWithheld,
  reportDeclinedOf,
  rulesFor,
  type AddressDisplay,
  type Attribution,
  type DisplayRuleSet,
  type DisplayRules,
  type ListingDisplay,
  type ListingRecord,
  type ReportDeclined,
  type Role,
} from '@rela/contracts';

/**
 * What may be shown of a listing, and how (REQ-DISPLAY-RULES, ADR 048): the one place every
 * surface asks. Each function takes the provider's record as the replica keeps it; the rules of
 * the record's MLS (`OriginatingSystemName`) decide.
 */
export type DisplayPolicy = {
  rules: DisplayRules;
  rulesOf: (record: ListingRecord) => DisplayRuleSet;
  /** The attribution line, full and compact; null when the record names nobody. */
  attributionOf: (record: ListingRecord) => Attribution | null;
  /**
   * The attribution, the disclaimer with the time the data was obtained, and why the AI report is
   * declined when it is (REQ-DISPLAY-NO-REPORT).
   */
  displayOf: (record: ListingRecord, obtainedAt: Date) => ListingDisplay;
  /** Whether facts obtained at `obtainedAt` are older than the record's MLS allows at `now`. */
  isStale: (record: ListingRecord, obtainedAt: Date, now: Date) => boolean;
  clientMaySee: (record: ListingRecord) => boolean;
  /**
   * Whether the seller opted out of internet display altogether (`InternetEntireListingDisplayYN`,
   * REQ-DISPLAY-WITHHELD): a buyer never gets the listing; a realtor (or a role above) gets it
   * marked `notForClients` and cannot send it.
   */
  withheld: (record: ListingRecord) => boolean;
  /**
   * Of these `StandardStatus` values, those every MLS's rules show clients (Closed only where
   * sold data is allowed): a buyer's search asks for no other (REQ-DISPLAY-WITHHELD). Every rule
   * set's, not the record's: a search filters by index before it knows which MLS a row is from.
   */
  clientStatuses: (statuses: readonly string[]) => string[];
  addressShown: (record: ListingRecord) => boolean;
  /**
   * How the listing's address reaches a caller of `role` (REQ-DISPLAY-ADDRESS): null when shown
   * as usual; `on-request` (a buyer: no street, no coordinates); `not-for-clients` (a realtor or a
   * role above: shown, with the mark).
   */
  addressDisplayOf: (record: ListingRecord, role: Role) => AddressDisplay | null;
  reportAllowed: (record: ListingRecord) => boolean;
  /**
   * Why Rela declines the listing's AI condition report, or null when it may be made and shown
   * (REQ-DISPLAY-NO-REPORT): the reports module and Rela ask this, never the record's fields.
   */
  reportDeclined: (record: ListingRecord) => ReportDeclined | null;
  /** The longest any MLS's data may go unrefreshed (the replica's sync serves them all). */
  maxDataAgeHours: number;
};

const policies = new WeakMap<DisplayRules, DisplayPolicy>();

/** The policy of a set of rules (one per rules object: the config's, made once). */
export const displayPolicyOf = (rules: DisplayRules): DisplayPolicy => {
  const known = policies.get(rules);
  if (known) return known;
  const rulesOf = (record: ListingRecord) => rulesFor(rules, record);
  const policy: DisplayPolicy = {
    rules,
    rulesOf,
    attributionOf: (record) => attributionOf(record, rulesOf(record)),
    displayOf: (record, obtainedAt) => {
      const set = rulesOf(record);
      const declined = reportDeclinedOf(record, set);
      return {
        attribution: attributionOf(record, set),
        disclaimer: disclaimerOf(set, obtainedAt),
        ...(declined ? { reportDeclined: declined } : {}),
      };
    },
    isStale: (record, obtainedAt, now) => isDataStale(rulesOf(record), obtainedAt, now),
    clientMaySee: (record) => clientMaySee(record, rulesOf(record)),
    withheld: listingWithheld,
    clientStatuses: (statuses) =>
      statuses.filter((status) =>
        [rules.default, ...Object.values(rules.byMls)].every((set) =>
          clientMaySee({ StandardStatus: status }, set),
        ),
      ),
    addressShown: (record) => addressShown(record, rulesOf(record)),
    addressDisplayOf: (record, role) =>
      addressDisplayFor(addressShown(record, rulesOf(record)), role),
    reportAllowed: (record) => reportDeclinedOf(record, rulesOf(record)) === null,
    reportDeclined: (record) => reportDeclinedOf(record, rulesOf(record)),
    maxDataAgeHours: Math.min(
      rules.default.maxDataAgeHours,
      ...Object.values(rules.byMls).map((set) => set.maxDataAgeHours),
    ),
  };
  policies.set(rules, policy);
  return policy;
};
