import type { ClassLexicon } from './class-lexicon';

/** Where a household's money comes from, when it is help ("Section 8", "welfare", "vouchers"). */
const assistance = String.raw`(?:section[- ]?8|housing (?:choice )?vouchers?|vouchers|welfare|food stamps|ebt|public assistance|government assistance|housing assistance|rental assistance|ssi|ssdi|government (?:checks|help|money))`;

/** The same, with the words that only mean assistance after "on" ("people on benefits"). */
const onAssistance = String.raw`(?:${assistance}|snap|disability(?: (?:checks|benefits|income))?|benefits|unemployment|the dole)`;

/**
 * Source of income (ADR 050, REQ-FAIR-HOUSING; a state and local addition): housing vouchers,
 * public assistance and benefits. A buyer's own financing or income is theirs to describe ("VA
 * loan", "FHA", "my income is Social Security", "I have a homeownership voucher"), and a
 * contract's "Section 8" is a clause. Choosing a place by its neighbours' vouchers or assistance is
 * redirected ("no Section 8", "away from subsidized housing"). An income level is not a source
 * and is left alone ("low-income" is not screened).
 */
export const sourceOfIncome: ClassLexicon = {
  class: 'source-of-income',
  adjectives: [
    String.raw`section[- ]?8`,
    String.raw`welfare`,
    String.raw`subsidi[sz]ed`,
    String.raw`voucher`,
  ],
  adjectiveWithPeopleIsEnough: false,
  people: [
    String.raw`section[- ]?8(?! (?:of|says|states|requires|covers|homeownership)\b)(?: (?:tenants|renters|people|families|residents|neighbou?rs|housing|homes|units|rentals|crowd|folks|recipients|holders|voucher holders|vouchers|buildings|apartments|types))?`,
    String.raw`(?:housing (?:choice )?|hcv |rental )?voucher (?:holders|tenants|renters|families|users|recipients|people)`,
    String.raw`(?:people|folks|families|tenants|renters|residents|neighbou?rs|households|those) (?:on ${onAssistance}|(?:using|receiving|with|who (?:get|receive|use|are on)) ${assistance})`,
    String.raw`welfare (?:recipients|families|moms|mothers|queens|cases|types|people|crowd)`,
    String.raw`(?:ssi|ssdi|snap|food stamp) (?:recipients|people|families)`,
    String.raw`(?:subsidi[sz]ed|public|government|welfare|voucher|assisted|section[- ]?8|hud[- ]subsidi[sz]ed|government[- ]subsidi[sz]ed|low[- ]income subsidi[sz]ed) housing`,
    String.raw`subsidi[sz]ed (?:tenants|renters|units|apartments|rentals)`,
    String.raw`housing projects`,
  ],
  onePerson: [String.raw`(?:voucher|section[- ]?8) (?:holders|tenants|renters|families)`],
  predicates: [String.raw`on ${onAssistance}`, String.raw`subsidi[sz]ed`],
  predicateSubjects: 'people',
  stems: [String.raw`section[- ]?8`, String.raw`voucher`, String.raw`welfare`],
  traits: [
    String.raw`your (?:voucher|section[- ]?8|benefits|income source|assistance|source of income)`,
  ],
  coded: [
    {
      name: 'receive-assistance',
      source: String.raw`\b(?:households|residents|families|tenants|neighbou?rs|people|renters)\b(?:\s+[\w'-]+){0,3}?\s+(?:receive|get|use|rely on|depend on|are on|live on|pay with|survive on)\s+${assistance}\b`,
    },
  ],
};
