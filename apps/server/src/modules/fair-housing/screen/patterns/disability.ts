import type { ClassLexicon } from './class-lexicon';
import { peopleNouns } from './frames';

/**
 * Disability (ADR 050, REQ-FAIR-HOUSING), including mental illness and recovery from addiction,
 * and the homes they live in (group homes, sober living). A buyer's own access needs are a home's
 * features and always allowed ("I use a wheelchair, does it have a ramp?", "step-free",
 * "single-level"); what is redirected is choosing a place by its disabled residents, and saying a
 * home or a place is not for someone with a disability.
 */
export const disability: ClassLexicon = {
  class: 'disability',
  adjectives: [],
  adjectiveWithPeopleIsEnough: false,
  people: [
    String.raw`(?:disabled|handicapped|mentally (?:ill|disabled|handicapped|challenged|retarded)|special[- ]needs|autistic|blind|deaf|retarded|hiv[- ]positive) ${peopleNouns}`,
    String.raw`(?:the )?(?:disabled|handicapped|mentally ill)(?=\s*(?:[.,;:!?]|$|and\b|or\b|living|people))`,
    String.raw`people with (?:disabilities|a disability|special needs|mental illness(?:es)?|hiv|aids|autism)`,
    String.raw`(?:people|folks|someone|anyone|residents|neighbou?rs) (?:in|using|who use) (?:a )?wheelchairs?`,
    String.raw`wheelchair users`,
    String.raw`mental patients`,
    String.raw`psych(?:iatric)? patients`,
    String.raw`(?:hiv|aids) patients`,
    String.raw`retards`,
    String.raw`cripples`,
    String.raw`invalids`,
    String.raw`schizophrenics`,
    String.raw`recovering (?:addicts|alcoholics)`,
    String.raw`(?:former|ex)[- ]addicts`,
    String.raw`people in recovery`,
    String.raw`group homes?`,
    String.raw`sober[- ]living(?: (?:homes?|houses?|facilit(?:y|ies)|residences?))?`,
    String.raw`recovery (?:homes?|houses?|residences?)`,
    String.raw`(?:homes?|housing) for (?:the )?(?:disabled|mentally ill|handicapped)`,
  ],
  onePerson: [
    String.raw`(?:someone|anyone|a person|people|those|buyers?) (?:in|using|who uses?|who needs?) (?:a )?(?:wheelchairs?|walkers?)`,
    String.raw`(?:someone|anyone|a person|people|those|buyers?) with (?:a )?(?:disabilit(?:y|ies)|handicaps?|mobility (?:issues|problems|impairments?|limitations)|special needs|a mental illness)`,
    String.raw`(?:someone|anyone|a person|people|those|buyers?) who (?:is|are) (?:disabled|handicapped|blind|deaf)`,
    String.raw`an? (?:disabled|handicapped) (?:person|buyer|veteran|adult)`,
    String.raw`(?:the )?(?:disabled|handicapped)(?:\s+(?:people|buyers|persons|veterans)|(?=\s*(?:[.,;:!?]|$)))`,
    String.raw`wheelchair users`,
  ],
  suitedOnlyWhenLimiting: true,
  predicates: [],
  predicateSubjects: 'people',
  stems: [],
  traits: [
    String.raw`your (?:disability|wheelchair|condition|diagnosis|blindness|deafness|mobility(?: issues?| limitations?)?|illness|handicap|special needs|autism|mental health)`,
    String.raw`(?:as|being) (?:an? )?(?:disabled|handicapped|blind|deaf) (?:person|buyer|veteran|family)`,
  ],
  coded: [
    {
      name: 'group-home-nearby',
      source: String.raw`\b(?:group homes?|sober[- ]living(?: homes?| houses?)?|recovery (?:homes?|houses?))\b[^.?!;]{0,30}?\b(?:next door|nearby|across the street|down the street|on (?:the|this|our|that) (?:street|block)|in the (?:area|neighbou?rhood)|doors? (?:down|away)|around the corner|operates)\b`,
    },
    {
      name: 'buyer-disability-steering',
      source: String.raw`\b(?:given|because of|with|due to|considering) (?:your|his|her|their) (?:disability|wheelchair|condition|diagnosis|blindness|deafness|illness|handicap|special needs)\b[^.?!;]{0,60}?\b(?:should|might|may|would|could) (?:not|n't|want to avoid|avoid|look elsewhere|reconsider|prefer another)`,
    },
  ],
};
