/**
 * Texts of the MLS display rules (ADR 048): the attribution line, the disclaimer, stale data, a
 * buyer's problem report, the owner's notice and e-mail, and the owner's compliance page.
 */
export const complianceMessages = {
  attribution: {
    /** "Listing courtesy of Acme Realty, (919) 555-0100" (the dialog). */
    full: (who: string, contact: string | null) =>
      `Listing courtesy of ${who}${contact ? `, ${contact}` : ''}`,
    /** "Listing courtesy of Acme Realty" (a card). */
    compact: (who: string) => `Listing courtesy of ${who}`,
    agentOfOffice: (agent: string, office: string) => `${agent} of ${office}`,
  },
  /** The disclaimer at the foot of a listing's MLS facts. */
  disclaimer: (source: string, obtainedAt: string) =>
    `Listing data from ${source}. Information deemed reliable but not guaranteed. Data last obtained ${obtainedAt}.`,
  /**
   * A listing whose seller opted out of address display (REQ-DISPLAY-ADDRESS): the buyer's note
   * where the street would be, and the mark a realtor (or a role above) sees beside the address.
   */
  address: {
    onRequest: 'Address on request',
    notForClients: 'Address not for client display',
  },
  /**
   * A listing whose seller opted out of internet display altogether (REQ-DISPLAY-WITHHELD): never
   * shown or sent to a buyer; a realtor (or a role above) sees it with this mark and cannot send it.
   */
  notForClients: {
    mark: 'Not for client display',
    title: 'The seller has asked that this listing not be shown to clients online.',
    cannotSend:
      'The seller has asked that this listing not be shown to clients online, so it cannot be sent to a buyer.',
  },
  /** Shown instead of "Updated N min ago" when the data is older than the rules allow. */
  stale: 'Listing data may be out of date',
  staleTitle: (hours: number) =>
    `Rela has not been able to refresh listings from the MLS for more than ${hours} hours.`,
  /**
   * Why a listing has no AI condition report (REQ-DISPLAY-NO-REPORT): the AI Report tab, the
   * request's refusal and Rela say it in these words.
   */
  reportDeclined: {
    seller:
      'The seller has asked that this home not be assessed online, so Rela does not grade it or write an AI condition report.',
    mls: "The rules of this listing's MLS do not allow automated assessments, so Rela does not grade it or write an AI condition report.",
  },
  problem: {
    open: 'Report a problem with this listing',
    title: 'Report a problem with this listing',
    description:
      'Tell your realtor what looks wrong (price, status, photos, facts). They will check it with the listing agent.',
    label: 'What looks wrong?',
    send: 'Send to my realtor',
    cancel: 'Cancel',
    sent: 'Thanks. Your realtor has your report.',
    empty: 'Please describe the problem.',
    tooLong: (max: number) => `Please keep it under ${max} characters.`,
    noRealtor: 'You have no realtor to send a report to yet.',
    notFound: 'This listing is not one Rela knows.',
    rateLimited: (seconds: number) =>
      `You have sent several reports in a short time. Please try again in ${Math.ceil(seconds / 60)} min.`,
  },
  /** The owner's bell notice and e-mail when the data goes stale (once per incident). */
  staleNotice: {
    title: 'MLS data is out of date',
    body: (hours: number, lastSync: string) =>
      `Listings have not been refreshed from the MLS for more than ${hours} hours (last successful sync: ${lastSync}). Buyers now see "Listing data may be out of date".`,
    emailSubject: 'Rela: MLS data is out of date',
    emailText: (hours: number, lastSync: string, pageUrl: string) =>
      `Listings have not been refreshed from the MLS for more than ${hours} hours (last successful sync: ${lastSync}).\n\nMost MLS rules ask that displayed data be refreshed at least every ${hours} hours. Until the sync succeeds again, buyers see "Listing data may be out of date" on every listing.\n\nSee the compliance page: ${pageUrl}\n`,
    /** The last successful sync as the owners read it: `Nov 29, 2026, 8:15 AM UTC`, or never. */
    lastSync: (at: string | null) =>
      at === null
        ? 'never'
        : `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(at))} UTC`,
  },
  page: {
    title: 'MLS compliance',
    intro: 'What the MLS display rules ask, and how Rela keeps them.',
    rules: 'Rules in force',
    mls: 'MLS',
    anyMls: 'Any other MLS',
    source: 'Named as source',
    attribution: 'Attribution',
    attributionStyles: {
      office: 'Listing office and phone',
      'office-and-agent': 'Office and agent',
    },
    statuses: 'Statuses shown to buyers',
    soldData: 'Sold data to buyers',
    maxAge: 'Longest without refresh',
    hours: (count: number) => `${count} h`,
    comments: 'Comments (AI report)',
    valuations: 'Automated valuations',
    allowed: 'Allowed',
    notAllowed: 'Not allowed',
    fromConfig: 'Set by MLS_DISPLAY_RULES',
    shipped: 'Shipped defaults',
    freshness: 'Data freshness',
    lastSync: 'Last successful sync',
    dataAge: 'Data age',
    state: 'Status',
    neverSynced: 'No successful sync yet',
    noSync: 'The replica sync is off: each listing is confirmed with the MLS when read.',
    fresh: 'Within the rules',
    stale: 'Out of date',
    optOuts: 'Seller opt-outs',
    optOutCaption: (listings: number) => `Of ${listings.toLocaleString('en-US')} listings held`,
    optOutLabels: {
      InternetEntireListingDisplayYN: 'Hidden from buyers entirely',
      InternetAddressDisplayYN: 'Address hidden (city and ZIP only)',
      InternetConsumerCommentYN: 'No comments (no AI report)',
      InternetAutomatedValuationDisplayYN: 'No automated valuation (no AI report)',
    },
    incidents: 'Freshness incidents',
    incidentsEmpty: 'No incidents: the data has always been within the rules.',
    started: 'Started',
    ended: 'Ended',
    ongoing: 'Ongoing',
    photos: 'Photo copies',
    photoLabels: {
      copied: 'Copied',
      waiting: 'Waiting',
      refused: 'Refused',
      bytesStored: 'Stored',
    },
    audit: 'Audit file',
    auditCaption: 'Every listing held, its opt-outs and what Rela shows of it, for an MLS auditor.',
    download: 'Download audit CSV',
  },
} as const;
