import { limits } from '../constants';
import { countLabel } from '../rules/plural';

/** Rela's own replies (the built-in brain and the tools both brains use) and its API's answers. */
export const assistantMessages = {
  tokenExpired: 'Your chat session has expired. Please log in again.',
  tokenInvalid: 'Your chat session is not valid. Please log in again.',
  registered: 'Registered with Rela.',
  alreadyRegistered: 'Already registered with Rela.',
  received: 'Message received.',
  emptyMessage: 'Please type a message.',
  help: [
    "I'm Rela. Here is what I can do:",
    '',
    '- **Find a home**: *find 123 Main Street*',
    '- **Add it to your homes**: *add 123 Main Street, Austin*',
    '- **Remove one**: *remove 123 Main Street*, or *clear all my homes*',
    '- **List your homes**: *show my homes*',
    "- **Facts**: *what's the price of 123 Main Street?* (price, beds, baths, size, year built, schools, taxes, status, remarks)",
    '- **Monthly cost**: *what would 123 Main Street cost a month with 10% down?*',
    '- **Compare two homes**: *compare 123 Main Street and 45 Oak Avenue*',
    '- **Like or unlike**: *like 123 Main Street*',
    '- **AI report**: *get me a report on 123 Main Street*',
  ].join('\n'),
  helpForBuyers:
    "- **For one of your buyers**: *add 123 Main Street for Jane Smith*, *show Jane Smith's homes*",
  notUnderstood: "I'm not sure how to help with that.",
  addressTooLong: `That address is too long for me: a street address has at most ${limits.chatAddressMaxLength} characters. Please type it shorter, for example *123 Main Street, Austin*.`,
  needAddress: 'Which home do you mean? Tell me its street address, for example *123 Main Street*.',
  needTwoAddresses:
    'To compare, give me two addresses, for example *compare 123 Main Street and 45 Oak Avenue*.',
  mlsDown: "I couldn't reach the listing service just now. Please try again in a moment.",
  notFound: (address: string) =>
    `I couldn't find a listing at **${address}**. Check the street number and name, or add the city or ZIP code.`,
  ambiguous: (address: string, count: number) =>
    `**${address}** matches ${count} homes. Which one do you mean? Tell me the full address with the city or ZIP code:`,
  found: (address: string) => `I found **${address}**:`,
  offerAdd: 'Say *add it* to put it in your homes.',
  added: (address: string, whose: string) => `Added **${address}** to ${whose} homes.`,
  alreadyAdded: (address: string, whose: string) => `**${address}** is already in ${whose} homes.`,
  removed: (address: string) => `Removed **${address}** from your homes.`,
  reportRequested: (address: string) =>
    `I've asked for an AI report on **${address}**. It usually takes 3-5 minutes; open the home's **AI Report** tab to see it.`,
  reportAlreadyRunning: (address: string) =>
    `An AI report on **${address}** is already being made. Open the home's **AI Report** tab to see it when it is ready.`,
  /** A home Rela declines to grade (REQ-DISPLAY-NO-REPORT); `why` is `complianceMessages.reportDeclined`'s text. */
  reportDeclined: (address: string, why: string) =>
    `I can't grade **${address}** or get an AI report on it. ${why}`,
  reportNotInHomes: (address: string) =>
    `I can only get a report on a home in your homes (or your buyers'). Say *add ${address}* first.`,
  notInHomes: (address: string, whose: string) => `**${address}** is not in ${whose} homes.`,
  cleared: (count: number, keptLiked: number) =>
    [
      `Cleared ${countLabel(count, 'home')} from your list.`,
      keptLiked > 0
        ? `Your ${countLabel(keptLiked, 'liked home')} ${keptLiked === 1 ? 'stays' : 'stay'}.`
        : '',
      'You can undo this for 30 seconds.',
    ]
      .filter(Boolean)
      .join(' '),
  alreadyEmpty: 'Your list of homes is already empty.',
  listHeading: (whose: string, count: number) =>
    `${whose} ${count} ${count === 1 ? 'home' : 'homes'}:`,
  noHomes: (whose: string) => `${whose} no homes yet. Tell me an address to add one.`,
  gone: 'no longer listed',
  liked: (address: string) => `Liked **${address}**. Liked homes stay at the top of your list.`,
  unliked: (address: string) => `Unliked **${address}**.`,
  factsHeading: (address: string) => `Here is what the MLS says about **${address}**:`,
  compareHeading: 'Here is how the two homes compare:',
  /** "compare my homes": the buyer's liked (locked) homes, at most `compareLimits.max`. */
  compareLikedHeading: (count: number, total: number) =>
    total > count
      ? `Here is how your first ${count} liked homes compare (you have ${total}; the Compare page takes up to ${count} at a time):`
      : `Here is how your ${count} liked homes compare:`,
  compareNeedsLiked: (liked: number) =>
    `${liked === 0 ? "You haven't liked any homes yet" : 'You have liked only one home'}. Lock at least two on your list to compare them, or give me two addresses, for example *compare 123 Main Street and 45 Oak Avenue*.`,
  /** "add 123 Main St" without a match: the nearest addresses Rela knows. */
  closestAddresses: (address: string) =>
    `I couldn't find a listing at **${address}**. The closest addresses I know are:`,
  closestHint: 'Say *add* with one of them, or check the street number and name.',
  /** "what did James note about …": nobody sees another person's private notes through Rela. */
  othersNotes: (name: string) =>
    `I can quote only the notes you wrote yourself. Of ${name}'s notes, only the ones ${name} shared with you are visible to you: open the home's **Notes** tab to read them.`,
  sameHome: 'Those two addresses are the same home.',
  your: 'your',
  youHave: 'You have',
  buyerHas: (name: string) => `${name} has`,
  buyerPossessive: (name: string) => `${name}'s`,
  noSuchBuyer: (name: string) => `I couldn't find a buyer named **${name}** among your buyers.`,
  severalBuyers: (name: string, usernames: string) =>
    `Several of your buyers are called **${name}** (${usernames}). Tell me which one by username.`,
  whichBuyer:
    "You don't have homes of your own. Tell me which of your buyers this is for, for example *add 123 Main Street for Jane Smith*.",
  onlyTheirRealtor: (name: string) => `Only ${name}'s own realtor can add homes for them.`,
  onlyTheBuyer: (name: string) =>
    `Only ${name} can remove, clear or like homes in their list. I can add homes for them or answer questions about their homes.`,
  /**
   * "What would 12 Oak St cost a month with 10% down?" (REQ-COST-SEARCH, ADR 051): the total, then
   * each part (`costLabels`), the inputs with where each came from, and `costMessages.estimate`.
   */
  costHeading: (address: string, total: string) =>
    `**${address}** would cost about **${total} a month**:`,
  costLabels: {
    principalAndInterest: 'Principal and interest',
    tax: 'Property tax',
    insurance: "Homeowner's insurance",
    hoa: 'HOA dues',
    mortgageInsurance: 'Mortgage insurance',
  },
  /** Where the property tax's rate came from: the county's, the state's, or the national one. */
  costTaxFrom: (from: 'county' | 'state' | 'national', place: string | null) =>
    from === 'national' || !place
      ? 'at the national typical rate'
      : from === 'county'
        ? `at ${place} County's rate`
        : `at ${place}'s typical rate`,
  mortgageInsuranceUntil: (month: string) => `until ${month}`,
  /** Each input with where it came from: `$40,000 (10%, as you asked)`, `6.5% (Rela's starting value)`. */
  costInputs: (down: string, price: string, rate: string, years: string) =>
    `With ${down} down on ${price}, at ${rate} for ${years}.`,
  costListPrice: (price: string) => `the list price of ${price}`,
  /** Who gave an input (`costInputFroms`), after its value. */
  costFrom: {
    asked: 'as you asked',
    buyer: (name: string) => `set by ${name}`,
    realtor: (name: string) => `set by ${name}`,
    company: (name: string) => `your company's, set by ${name}`,
    rela: "Rela's starting value",
  },
  costNeedsPrice:
    'This home has no list price, so I can only estimate a monthly cost at a price you give me, for example *what would it cost a month at $400,000?*',
  factLabels: {
    price: 'Price',
    beds: 'Bedrooms',
    baths: 'Bathrooms',
    size: 'Living area',
    year: 'Year built',
    schools: 'Schools',
    taxes: 'Annual taxes',
    status: 'Status',
    remarks: 'Remarks',
    type: 'Property type',
    lot: 'Lot size',
  },
  notAvailable: 'N/A',
  /**
   * A home whose seller withheld its address, named to a buyer (REQ-DISPLAY-ADDRESS): the place and
   * `complianceMessages.address.onRequest` ("Raleigh, NC 27609 (Address on request)").
   */
  placeOnRequest: (place: string, onRequest: string) => `${place} (${onRequest})`,
  /** A mark beside a home Rela describes to a realtor, with why (`complianceMessages.notForClients`). */
  markedNote: (mark: string, why: string) => `**${mark}**: ${why}`,
  /** Clearing asks first, keeps liked homes unless told, and can be undone (REQ-CHAT-CLEAR-CONFIRM). */
  confirmClear: (homes: number, liked: number, includeLiked: boolean) =>
    includeLiked || liked === 0
      ? `Remove all ${countLabel(homes, 'home')} from your list${liked > 0 ? `, including ${countLabel(liked, 'liked home')}` : ''}?`
      : `You have ${countLabel(homes, 'home')}, ${liked} of them liked. Remove the ${homes - liked} that ${homes - liked === 1 ? 'is' : 'are'} not liked? Your liked homes stay; say *clear all homes including liked* to remove them too.`,
  onlyLikedHomes: (liked: number) =>
    `${liked === 1 ? 'Your only home is' : `All ${liked} of your homes are`} liked, so I kept ${liked === 1 ? 'it' : 'them'}. Say *clear all homes including liked* to remove ${liked === 1 ? 'it' : 'them'} too.`,
  clearCancelled: 'Okay, I left your homes as they are.',
  nothingToConfirm: "There's nothing waiting for a yes or no right now. What would you like to do?",
  undoHint: 'You can undo this for 30 seconds.',
  undone: (count: number) =>
    `Put ${countLabel(count, 'home')} back on your list, ${count === 1 ? 'liked or not as it was' : 'liked or not as they were'}.`,
  undoExpired:
    'It is too late to undo that: a removal can be undone for 30 seconds. Tell me the address to add a home again.',
  nothingToUndo: 'There is nothing to undo.',
  onlyOwnHomes: (name: string) =>
    `I can only change your own homes. **${name}**'s list is for them and their realtor to change.`,
  actionYes: 'Yes',
  actionNo: 'No',
  actionUndo: 'Undo',
} as const;
