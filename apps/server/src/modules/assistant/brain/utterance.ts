import type { Utterance } from '../tools/tool';

/** Where an address typed inside a sentence ends: a joining word, a verb, or a sentence mark. */
const addressEnd =
  /\s+(?:to|for|from|into|onto|on|off|out|and|with|vs\.?|versus|or|please|have|has|had|is|was|cost|costs|built|listed|sell|selling|go|going|located|worth|look|looks|does|do|compared?|then|instead|too|still|anymore|again|now|a favou?rite|as)\b|[?!;:]|\.\s/i;
/** A street number followed by a word that starts a street name. */
const streetStart = /(?:^|[\s(])(\d+[a-z]?(?:-\d+)?)\s+(?=[a-z#])/gi;
/** Words after a number that make it a count, not a street number (`3 bedrooms`). */
const notAStreet =
  /^(?:beds?|bedrooms?|baths?|bathrooms?|br|ba|sq|square|sqft|homes?|houses?|properties|listings?|years?|acres?|cars?|garages?|stor(?:y|ies)|minutes?|miles?|of|k|m|dollars?|percent)\b/i;

const cleanEnd = (text: string) => text.replace(/[\s,.'"]+$/, '').trim();

/** Street addresses written in a message, in order (`123 Main Street, Austin`). */
export const addressesIn = (text: string): string[] => {
  const found: string[] = [];
  let searchFrom = 0;
  for (const match of text.matchAll(streetStart)) {
    const start = match.index + match[0].indexOf(match[1] ?? '');
    if (start < searchFrom) continue;
    const rest = text.slice(start);
    const afterNumber = rest.slice((match[1] ?? '').length).trimStart();
    if (notAStreet.test(afterNumber)) continue;
    const end = addressEnd.exec(rest.slice((match[1] ?? '').length));
    const length = end ? (match[1] ?? '').length + end.index : rest.length;
    const address = cleanEnd(rest.slice(0, length));
    if (/[a-z]/i.test(address.slice((match[1] ?? '').length))) found.push(address);
    searchFrom = start + length;
  }
  return found;
};

const notNames = new Set([
  'me',
  'myself',
  'us',
  'you',
  'it',
  'them',
  'sale',
  'rent',
  'now',
  'today',
  'later',
  'sure',
  'my',
  'what',
  'that',
  'this',
  'it',
  'let',
  'here',
  'there',
  'who',
  'where',
  'the',
  'a',
]);
const leadingWords =
  /^(?:(?:show|list|display|see|view|give|tell|what|which|are|is|were|the|of|me|all|about|in|on|to|from)\s+)+/i;

const cleanName = (raw: string | undefined): string | null => {
  if (!raw) return null;
  const name = raw
    .replace(leadingWords, '')
    .replace(/[?.!,]+$/, '')
    .trim();
  if (!name || notNames.has(name.toLowerCase()) || /^\d/.test(name)) return null;
  return name;
};

/** `for Jane Smith` at the end; `for my buyer Jane`. */
const forName =
  /\bfor\s+(?:my\s+)?(?:buyer|client)?\s*([a-z][\w.'-]*(?:\s+[a-z][\w.'-]*){0,2})\s*[?.!]*$/i;
/** `Jane Smith's homes`, `to jane's list`. */
const possessiveName =
  /\b([a-z][\w.-]*(?:\s+[a-z][\w.-]*)?)['’]s\s+(?:homes|list|properties|houses|listings|saved homes)\b/i;
/** `all homes of Priya`, `the list of buyer Jane Smith`. */
const ofName =
  /\b(?:homes|list|properties|houses|listings)\s+of\s+(?:my\s+)?(?:buyer\s+|client\s+)?(?!(?:my|mine|the|all|homes|properties|houses|listings)\b)([a-z][\w.'-]*(?:\s+[a-z][\w.'-]*)?)\s*[?.!]*$/i;
/** `for buyer jane`, anywhere. */
const forBuyerName = /\bfor\s+(?:my\s+)?(?:buyer|client)\s+([a-z][\w.'-]*(?:\s+[a-z][\w.'-]*)?)/i;

/** The buyer a realtor names as the one a request is for. */
export const buyerNamedIn = (text: string): string | null =>
  cleanName(forBuyerName.exec(text)?.[1]) ??
  cleanName(possessiveName.exec(text)?.[1]) ??
  cleanName(ofName.exec(text)?.[1]) ??
  cleanName(forName.exec(text)?.[1]);

const refersToLast =
  /\b(it|its|this one|that one|the one|(?:this|that|the) (?:home|house|property|listing|place|condo|apartment))\b/;

/** Reads a message once for every tool's intent: its addresses, a named buyer, "it". */
export const parseUtterance = (text: string): Utterance => {
  const normalised = text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const addresses = addressesIn(normalised);
  // The buyer is looked for outside the addresses, so `12 Forest St` has no buyer "St".
  const withoutAddresses = addresses.reduce(
    (rest, address) => rest.replace(address, ' '),
    normalised,
  );
  const rest = addresses
    .reduce((text, address) => text.replace(address, ' @ '), normalised)
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return {
    text: normalised,
    lower: normalised.toLowerCase(),
    rest,
    addresses,
    buyer: buyerNamedIn(withoutAddresses.replace(/\s+/g, ' ').trim()),
    refersToLast: refersToLast.test(withoutAddresses.toLowerCase()),
  };
};
