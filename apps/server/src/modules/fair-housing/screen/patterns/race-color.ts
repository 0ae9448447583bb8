import type { ClassLexicon } from './class-lexicon';
import { placeNouns } from './frames';

/**
 * Race and colour (ADR 050, REQ-FAIR-HOUSING). Also the coded stand-ins that, in US housing, have
 * long meant race without saying it: "good demographics", "people like us", "the right kind of
 * people", "not a ghetto", "no riff-raff", "too urban", "where we'd fit in", and asking how
 * diverse a place is.
 */
export const raceColor: ClassLexicon = {
  class: 'race-color',
  adjectives: [
    String.raw`asian(?:[- ]american)?`,
    String.raw`african[- ]american`,
    String.raw`caucasian`,
    String.raw`minority`,
    String.raw`non-?white`,
    String.raw`native american`,
    String.raw`american indian`,
    String.raw`pacific islander`,
    String.raw`biracial`,
    String.raw`multiracial`,
    String.raw`mixed[- ]race`,
    String.raw`interracial`,
    String.raw`bipoc`,
  ],
  ambiguousAdjectives: [
    String.raw`black`,
    String.raw`white`,
    String.raw`brown`,
    String.raw`colou?red`,
    String.raw`whiter`,
    String.raw`blacker`,
  ],
  adjectiveWithPeopleIsEnough: true,
  people: [
    String.raw`blacks`,
    String.raw`whites`,
    String.raw`african[- ]americans`,
    String.raw`asian(?:[- ]american)?s`,
    String.raw`caucasians`,
    String.raw`minorities`,
    String.raw`people of colou?r`,
    String.raw`(?:families|folks|neighbou?rs|residents) of colou?r`,
    String.raw`bipoc`,
    String.raw`non-?whites`,
    String.raw`native americans`,
    String.raw`american indians`,
    String.raw`pacific islanders`,
  ],
  onePerson: [
    String.raw`an? (?:black|white|asian|african[- ]american|caucasian|biracial|interracial|mixed[- ]race) (?:family|couple|person|buyer|man|woman)`,
  ],
  predicates: [
    String.raw`white`,
    String.raw`whiter`,
    String.raw`black`,
    String.raw`blacker`,
    String.raw`asian`,
    String.raw`caucasian`,
    String.raw`african[- ]american`,
    String.raw`minority`,
    String.raw`non-?white`,
    String.raw`(?:racially |ethnically |culturally )?diverse`,
    String.raw`integrated`,
    String.raw`segregated`,
    String.raw`homogeneous`,
    String.raw`majority[- ](?:white|black|minority|asian)`,
  ],
  predicateSubjects: 'place-or-people',
  stems: [String.raw`white`, String.raw`black`, String.raw`asian`, String.raw`minority`],
  traits: [
    String.raw`your (?:race|skin colou?r|complexion)`,
    String.raw`(?:as|being) an? (?:black|white|asian|african[- ]american|caucasian|biracial|interracial|mixed[- ]race) (?:family|couple|person|buyer|man|woman)`,
  ],
  coded: [
    {
      name: 'demographics',
      source: String.raw`\b(?:(?:good|great|nice|better|best|right|desirable|favou?rable|strong|solid|ideal|bad|poor|changing|shifting|local|area|neighbou?rhood|the)\s+)?demographics?(?:\s+(?:makeup|mix|breakdown|profile|composition|shift|change))?\b(?!\s+(?:data\s+)?(?:of|for)\s+(?:the\s+)?(?:listing|home|house|property|buyers?)\b)`,
    },
    {
      name: 'racial-makeup',
      source: String.raw`\bracial(?:ly)?\s+(?:makeup|make-up|mix|composition|breakdown|balance|profile|demographics|tension|diverse|mixed|integrated|segregated|homogeneous|lines)\b|\b(?:what|which)\s+races?\b|\brace of (?:the )?(?:neighbou?rs|residents|people|area|families|owners|sellers|community|neighbou?rhood)\b`,
    },
    {
      name: 'people-like-us',
      source: String.raw`\b(?:people|folks|families|neighbou?rs|buyers|residents|others|those) (?:like|similar to) (?:us|me|ourselves|myself|you|yourself|yourselves|yours|ours|them|mine)\b`,
    },
    {
      name: 'our-kind',
      source: String.raw`\b(?:our|my|their|your) (?:own )?kind(?: of (?:people|folks|neighbou?rs|crowd|families))?\b(?! of (?!people|folks|neighbou?rs|crowd|families))|\bour own people\b`,
    },
    {
      name: 'right-kind-of-people',
      source: String.raw`\b(?:right|wrong|better|good|nice|certain|decent|respectable|undesirable|bad|quality|higher|lower) (?:kind|sort|type|class|caliber|calibre)s? of (?:people|folks|neighbou?rs|families|residents|crowd|buyers|clientele)\b`,
    },
    {
      name: 'undesirable-element',
      source: String.raw`\b(?:undesirable|unsavou?ry|wrong|bad|certain|urban|criminal|rough|shady|sketchy) element\b|\bundesirables\b|\briff[- ]?raff\b`,
    },
    { name: 'ghetto', source: String.raw`\bghettos?\b` },
    {
      name: 'too-urban',
      source: String.raw`\b(?:too|not (?:too|so|very|that|overly)|isn'?t (?:too|so|very|that)?)\s*urban\b(?!\s+(?:core|center|centre|setting|planning|design|living|lofts?|infill|farmhouse|chic|industrial|style|garden|forest|trail|growth|renewal))|\b(?:urban|inner[- ]city) (?:crowd|youth|kids|people|folks|types|families|element|vibe)\b`,
    },
    {
      name: 'fit-in',
      source: String.raw`\b(?:we|i|they|you|he|she|our family|my family)(?:'d|'ll| would| will| might| could| can)?(?: (?:really|just|better))? fit (?:right )?in(?:\s*(?:[.,;!?-]|$)|\s+(?:there|here|better|best|with (?:the )?(?:neighbou?rs|locals|people|community|crowd|neighbou?rhood)))`,
    },
    {
      name: 'diversity',
      source: String.raw`\b(?:racially |ethnically |culturally )?diverse\s+${placeNouns}\b|\b(?:racially |ethnically |culturally )?diverse\s+(?:schools?|student bod(?:y|ies)|population|crowd|neighbou?rs|residents|mix of (?:people|families|residents|neighbou?rs))\b|\b(?:neighbou?rhood|area|community|town|school|population|racial|ethnic|cultural)(?:'s)?\s+diversity\b|\bhow diverse (?:is|are)\b|\b(?:less|more|not very|not that|not|very|quite|too|isn'?t|aren'?t|wasn'?t) diverse(?=\s*(?:[.,;:!?]|$))|\b(?:little|no|not much|much|lack(?:s|ing)?(?: of)?|more|less|lot of|lots of|any|some|enough|plenty of|without(?: any)?|too much) diversity\b|\b(?:integrated|segregated) (?:neighbou?rhoods?|areas?|communit(?:y|ies)|schools?|towns?)\b`,
    },
    {
      name: 'mostly-colour-area',
      source: String.raw`\b(?:mostly|predominantly|largely|overwhelmingly|heavily|very|all)[- ](?:white|black|brown)\s+areas?\b|\b(?:white|black|whiter|blacker)\s+areas?(?=\s*(?:[.,;:!?]|$))`,
    },
    {
      name: 'white-flight',
      source: String.raw`\b(?:white|black) flight\b`,
    },
  ],
};
