import type { ClassLexicon } from './class-lexicon';

/** Who a place's people are by age, as nouns ("retirees", "young professionals"). */
const agePeople = [
  String.raw`seniors`,
  String.raw`senior citizens`,
  String.raw`retirees`,
  String.raw`pensioners`,
  String.raw`retired (?:people|folks|couples|neighbou?rs|residents|persons|teachers|folk)`,
  String.raw`(?:the )?elderly(?: (?:people|folks|residents|neighbou?rs|couples|persons|population))?(?=\s|$|[.,;:!?])(?!\s+(?:mother|father|mom|dad|parents?|relatives?|in-laws?|aunt|uncle|grandm\w*|grandf\w*))`,
  String.raw`old (?:people|folks|timers|ladies|men|women|couples|neighbou?rs|farts|geezers)`,
  String.raw`old-timers`,
  String.raw`older (?:people|folks|residents|neighbou?rs|couples|crowd|adults|population|demographic|buyers|homeowners|generation|women|men|ladies)`,
  String.raw`young (?:people|professionals|crowd|folks|residents|neighbou?rs|adults|population|demographic|buyers|homeowners|renters|tenants|generation|millennials)`,
  String.raw`younger (?:people|crowd|residents|neighbou?rs|folks|buyers|generation|demographic|professionals|adults)`,
  String.raw`middle-aged (?:people|folks|couples|residents|neighbou?rs)`,
  String.raw`millennials`,
  String.raw`(?:baby )?boomers`,
  String.raw`gen[- ]?(?:z|x|y)(?:ers)?`,
  String.raw`zoomers`,
  String.raw`yuppies`,
  String.raw`(?:twenty|thirty|forty|20|30|40)-?somethings`,
  String.raw`people (?:my|our|your|their) (?:own )?age`,
  String.raw`geriatrics?`,
];

/**
 * Age (ADR 050, REQ-FAIR-HOUSING; a state and local addition, and part of familial status under
 * federal law). Housing for older persons is exempt: "55+ community", "senior living", "active
 * adult community" are listing facts and a buyer may ask for them (`allowed-context.ts`). A home's
 * age and its trees are not a people ("older home", "mature trees"); a school named "senior high"
 * is not either. Choosing or describing a place by its residents' age is redirected ("lots of
 * retirees", "popular with young professionals", "the neighborhood skews older").
 */
export const age: ClassLexicon = {
  class: 'age',
  adjectives: [],
  adjectiveWithPeopleIsEnough: false,
  people: agePeople,
  onePerson: [
    String.raw`an? (?:retiree|senior citizen|retired couple|older (?:couple|person|buyer)|young professional|elderly (?:person|couple))`,
  ],
  predicates: [
    String.raw`older`,
    String.raw`younger(?![ -]famil)`,
    String.raw`young(?![ -]famil)`,
    String.raw`old`,
    String.raw`elderly`,
    String.raw`retired`,
    String.raw`retirees`,
    String.raw`middle-aged`,
    String.raw`(?:in their|mostly in their) (?:20|30|40|50|60|70|80)s`,
  ],
  predicateSubjects: 'people',
  stems: [String.raw`seniors?`, String.raw`retiree`, String.raw`elderly`, String.raw`youth`],
  traits: [
    String.raw`your age`,
    String.raw`at your age`,
    String.raw`(?:as|being) (?:an? )?(?:retirees?|seniors?|older (?:couple|buyer|person)|young (?:couple|buyer|person|professional)s?)`,
  ],
  coded: [
    {
      name: 'skews-older',
      source: String.raw`\bskew(?:s|ed|ing)?\s+(?:a (?:bit|little)\s+)?(?:toward\s+|towards\s+|to\s+)?(?:older|younger|young|old|elderly|retired|retirees|gr[ae]y)\b`,
    },
    {
      name: 'average-age',
      source: String.raw`\b(?:average|median|typical) age (?:of|in|around) (?:the |this |that )?(?:neighbou?rs|residents|people|area|neighbou?rhood|street|block|community|town|population|owners|homeowners)\b|\bage (?:range|group|mix|makeup|bracket) (?:of|in|around) (?:the |this )?(?:neighbou?rs|residents|people|area|neighbou?rhood|street|community)\b|\bhow old (?:are|is) (?:the |most )?(?:neighbou?rs|residents|people (?:here|there|who live)|folks)\b|\b(?:my|our) (?:own )?age group\b`,
    },
    {
      name: 'young-neighbourhood',
      source: String.raw`\b(?:young|younger|youthful|elderly|geriatric|retiree|retirement-age)\s+(?:neighbou?rhoods?|areas?|communit(?:y|ies)(?!\s+(?:center|centre))|towns?|streets?|blocks?|vibe|crowd|energy)\b`,
    },
  ],
};
