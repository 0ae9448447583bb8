import type { ClassLexicon } from './class-lexicon';

/**
 * Marital status (ADR 050, REQ-FAIR-HOUSING; a state and local addition). "Single" of a home is
 * not a people ("single-family", "single-story", "single-level"), nor a "bachelor pad"; a buyer's
 * own household is a need ("my wife and I", "I'm recently divorced"). Choosing or describing a
 * place by its singles, couples or married residents is redirected, as is saying a home is for a
 * couple or a single person ("perfect for a young couple"). "Single" before a people noun is
 * counted here, whatever else it names ("single moms").
 */
export const maritalStatus: ClassLexicon = {
  class: 'marital-status',
  adjectives: [],
  adjectiveWithPeopleIsEnough: false,
  people: [
    String.raw`singles`,
    String.raw`single (?:people|persons|men|women|guys|gals|ladies|moms|mothers|dads|fathers|parents|folks|professionals|neighbou?rs|residents|buyers|households|adults)`,
    String.raw`(?:married|unmarried|newlywed|cohabiting|young|dinks?) couples`,
    String.raw`couples(?! (?:of|therapy|massage|retreat))`,
    String.raw`(?:married|unmarried) (?:people|folks|families|neighbou?rs|residents|homeowners|buyers|partners|mothers|moms)`,
    String.raw`newlyweds`,
    String.raw`divorced (?:people|women|men|folks|moms|mothers|dads|fathers|neighbou?rs|couples)`,
    String.raw`divorc[eé]es?`,
    String.raw`widows`,
    String.raw`widowers`,
    String.raw`widowed (?:people|women|men|folks|neighbou?rs)`,
    String.raw`bachelors`,
    String.raw`bachelorettes`,
    String.raw`spinsters`,
  ],
  onePerson: [
    String.raw`an? (?:young |newlywed |newly ?wed |married |unmarried |professional |retired )?couple(?! (?:of|more|hours|minutes|weeks|months|years|days|blocks|miles|things))`,
    String.raw`an? single (?:person|woman|man|guy|gal|lady|mom|mother|dad|father|parent|professional|buyer)`,
    String.raw`newlyweds`,
    String.raw`an? (?:newlywed|divorcee|widow|widower|bachelor(?! pad|'s| degree)|bachelorette)`,
    String.raw`(?:a )?married (?:couple|people|folks)`,
  ],
  predicates: [
    String.raw`married`,
    String.raw`single(?![ -](?:family|story|storey|level|car|wide))`,
    String.raw`unmarried`,
    String.raw`divorced`,
    String.raw`widowed`,
    String.raw`couples`,
  ],
  predicateSubjects: 'people',
  stems: [String.raw`singles?`, String.raw`couples?`, String.raw`married`],
  traits: [
    String.raw`your (?:marital status|divorce|relationship status)`,
    String.raw`(?:as|being) (?:an? )?(?:single|unmarried|divorced|widowed)(?: (?:person|woman|man|mom|mother|dad|father|parent|couple))?`,
  ],
  coded: [
    {
      name: 'couples-only',
      source: String.raw`\b(?:(?:married )?couples|singles|married (?:people|folks))[- ]only\b|\bno (?:singles|single (?:people|moms|mothers|dads|parents|men|women)|unmarried couples)\b|\bsingles (?:scene|crowd|neighbou?rhood|area|community|hotspot|vibe)\b`,
    },
  ],
};
