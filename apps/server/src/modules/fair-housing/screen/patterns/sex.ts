import type { ClassLexicon } from './class-lexicon';

/**
 * Sex, which includes sexual orientation and gender identity (ADR 050, REQ-FAIR-HOUSING). A
 * room's or a home's marketing name is not a people ("master suite", "man cave", "she shed",
 * "bachelor pad", "his and hers closets"); a place chosen by its gay, straight, male or female
 * residents is, including "gay-friendly" and "LGBTQ-friendly" as a choice of neighbourhood.
 */
export const sex: ClassLexicon = {
  class: 'sex',
  adjectives: [
    String.raw`gay`,
    String.raw`lesbian`,
    String.raw`lgbtq?(?:ia)?\+?`,
    String.raw`queer`,
    String.raw`transgender`,
    String.raw`trans`,
    String.raw`homosexual`,
    String.raw`heterosexual`,
    String.raw`bisexual`,
    String.raw`same[- ]sex`,
    String.raw`female`,
    String.raw`male`,
  ],
  ambiguousAdjectives: [String.raw`straight`],
  adjectiveWithPeopleIsEnough: true,
  people: [
    String.raw`gays`,
    String.raw`lesbians`,
    String.raw`queers`,
    String.raw`homosexuals`,
    String.raw`heterosexuals`,
    String.raw`bisexuals`,
    String.raw`transsexuals`,
    String.raw`(?:the )?lgbtq?(?:ia)?\+?(?=\s*(?:[.,;:!?]|$|and\b|or\b|crowd|scene))`,
    String.raw`two (?:dads|moms|mothers|fathers)`,
    String.raw`women`,
    String.raw`men`,
    String.raw`females`,
    String.raw`males`,
    String.raw`ladies`,
    String.raw`gentlemen`,
  ],
  onePerson: [
    String.raw`an? (?:gay|lesbian|lgbtq?\+?|queer|trans|transgender|straight|same[- ]sex) (?:family|couple|person|buyer|man|woman)`,
    String.raw`a (?:woman|man|lady|gentleman)(?! of)`,
  ],
  predicates: [
    String.raw`gay`,
    String.raw`lesbian`,
    String.raw`lgbtq?(?:ia)?\+?`,
    String.raw`queer`,
    String.raw`straight`,
    String.raw`heterosexual`,
    String.raw`(?:mostly |all )?(?:female|male)`,
  ],
  predicateSubjects: 'people',
  stems: [
    String.raw`gay`,
    String.raw`lgbtq?(?:ia)?\+?`,
    String.raw`queer`,
    String.raw`trans`,
    String.raw`lesbian`,
  ],
  traits: [
    String.raw`your (?:partner'?s gender|sexuality|sexual orientation|gender identity|gender|lifestyle)`,
    String.raw`(?:as|being) an? (?:gay|lesbian|lgbtq?\+?|queer|trans|transgender|same[- ]sex) (?:family|couple|person|buyer|man|woman)`,
    String.raw`(?:as|being) (?:gay|lesbian|trans|queer)`,
  ],
  coded: [
    {
      name: 'gayborhood',
      source: String.raw`\bgayborhoods?\b|\bgay (?:ghetto|scene|village|mecca)\b`,
    },
    {
      name: 'traditional-couples',
      source: String.raw`\b(?:traditional|normal|regular|conventional) (?:couples|marriages|families)(?=\s*(?:[.,;:!?]|$|only|if you know|,))|\bonly (?:traditional|normal) (?:couples|families)\b`,
    },
    {
      name: 'no-women-or-men',
      source: String.raw`\b(?:women|men|ladies|females|males|guys|girls)[- ]only\b(?!\s+(?:gym|salon|spa|club|event|class|hours|swim))`,
    },
  ],
};
