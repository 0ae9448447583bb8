import type { ClassLexicon } from './class-lexicon';

/** Service branches, as they name households ("Navy families"). */
const branches = String.raw`(?:military|army|navy|marine(?: corps)?|air force|coast guard|national guard|space force|active[- ]duty|enlisted)`;

/**
 * Military or veteran status (ADR 050, REQ-FAIR-HOUSING; a state and local addition). A buyer's
 * own service is theirs to describe ("I'm active duty", "VA loan", "PCS orders", "close to the
 * base"), and streets and parks named for veterans are names ("Veterans Memorial Parkway",
 * "Military Cutoff Road"). Choosing or describing a place by its military or veteran residents is
 * redirected ("lots of military families", "a military town", "away from the base crowd").
 */
export const militaryStatus: ClassLexicon = {
  class: 'military-status',
  adjectives: [String.raw`military`, String.raw`veteran`],
  adjectiveWithPeopleIsEnough: false,
  people: [
    String.raw`${branches} (?:families|family|folks|people|personnel|members|households|kids|brats|spouses|wives|husbands|crowd|neighbou?rs|residents|renters|tenants|buyers|types|guys|community|population)`,
    String.raw`soldiers`,
    String.raw`servicemen`,
    String.raw`service ?members`,
    String.raw`marines(?!')`,
    String.raw`sailors(?!')`,
    String.raw`airmen`,
    String.raw`veterans(?! (?:memorial|park|day|affairs|administration|hospital|home loans?|loans?|benefits|exemption|parkway|pkwy|highway|hwy|boulevard|blvd|drive|dr|road|rd|avenue|ave|way|plaza|center|centre)\b)`,
    String.raw`military retirees`,
    String.raw`(?:the )?base (?:crowd|families|people|folks|types)`,
    String.raw`deployed (?:families|spouses)`,
    String.raw`military housing`,
    String.raw`(?:lots|a lot) of vets from the base`,
  ],
  onePerson: [
    String.raw`an? (?:military|navy|army|marine|air force|coast guard) (?:family|couple|buyer|spouse)`,
    String.raw`an? (?:veteran|service ?member|soldier|sailor|marine)(?!')`,
    String.raw`veterans`,
  ],
  predicates: [
    String.raw`(?:retired |ex-|former )?military`,
    String.raw`active[- ]duty`,
    String.raw`veterans`,
    String.raw`ex-military`,
  ],
  predicateSubjects: 'place-or-people',
  stems: [String.raw`military`, String.raw`veterans?`],
  traits: [
    String.raw`your (?:military (?:status|service|background)|service|deployment|rank|branch)`,
    String.raw`(?:as|being) (?:an? )?(?:veteran|service ?member|soldier|military (?:family|couple|spouse))`,
  ],
  coded: [],
};
