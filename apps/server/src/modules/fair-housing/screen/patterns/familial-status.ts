import type { ClassLexicon } from './class-lexicon';
import { anyOf, suitedFillers, suitedFrames, suitedThings } from './frames';

/** Places (not homes) that can be said to suit children: "a great place for a growing family". */
const childPlaces = anyOf([
  'place',
  'places',
  'neighbou?rhoods?',
  'areas?',
  'communit(?:y|ies)',
  'towns?',
  'streets?',
  'spot',
  'location',
  'suburbs?',
  'block',
  'part of town',
  'subdivision',
  'city',
  'zip code',
]);

/** Children and households with them, as a place's people ("kids", "young families"). */
const children = [
  String.raw`famil(?:y|ies) with (?:young |small |little |school-age |teenage )?(?:kids|children|teens|teenagers|toddlers|babies)`,
  String.raw`(?:young |growing |big |large )?families(?! of (?!colou?r))(?!\s+(?:have |has |had )?(?:owned|lived in|occupied|rented|built|sold|enjoyed|loved|called|made|cherished)\b)`,
  String.raw`kids`,
  String.raw`children`,
  String.raw`youngsters`,
  String.raw`teens`,
  String.raw`teenagers`,
  String.raw`toddlers`,
  String.raw`babies`,
  String.raw`infants`,
  String.raw`little ones`,
  String.raw`minors`,
  String.raw`school-age kids`,
  String.raw`pregnant (?:women|mothers|moms)`,
  String.raw`expectant (?:mothers|moms|parents)`,
  String.raw`empty[- ]nesters`,
  String.raw`childless (?:couples|people|neighbou?rs|households|folks)`,
  String.raw`(?:couples|people|neighbou?rs|households) without (?:kids|children)`,
];

/**
 * Familial status (ADR 050, REQ-FAIR-HOUSING): households with children under 18, and pregnancy.
 * A household's own size is a need and allowed ("we have two kids so we need four bedrooms"); so
 * are the home's features, and saying the home suits children ("a kid-friendly backyard", "this
 * home is great for kids", "family room"), and the schools or parks named for children. What is
 * redirected: choosing or describing a place by its children or families ("quiet, no kids", "lots
 * of young families", "family-friendly neighborhood", "a great place for a growing family"),
 * saying a home or place is not for children ("not suitable for children", "adults only"), and
 * saying it is for households without them ("perfect for empty nesters").
 */
export const familialStatus: ClassLexicon = {
  class: 'familial-status',
  adjectives: [],
  adjectiveWithPeopleIsEnough: false,
  people: children,
  onePerson: [
    String.raw`an? (?:young |growing |new |big |large |small )?family(?! (?:of (?:\d|two|three|four|five|six|seven|eight|nine|ten)|room|home|house|area|den|kitchen|dinners?|gatherings?|meals?|members?|pets?|sized?|style|plan|friends?|business|reunions?|visits?)\b)`,
    String.raw`an empty[- ]nester`,
    String.raw`(?:a )?(?:new )?(?:baby|babies|toddlers?|teenagers?|newborns?)`,
    String.raw`(?:a )?(?:couples?|people) (?:with|without) (?:kids|children)`,
    String.raw`(?:a )?childless couples?`,
  ],
  suitedOnlyWhenLimiting: true,
  predicates: [String.raw`childless`, String.raw`child-free`, String.raw`kid-free`],
  predicateSubjects: 'people',
  stems: [
    String.raw`family`,
    String.raw`families`,
    String.raw`kids?`,
    String.raw`child(?:ren)?`,
    String.raw`teen`,
    String.raw`baby`,
  ],
  traits: [
    String.raw`your (?:kids|children|baby|toddlers?|teenagers?|pregnancy|family size|growing family)`,
    String.raw`(?:with|having) (?:young |little |small |school-age )?(?:kids|children|a baby|a toddler)`,
  ],
  coded: [
    {
      name: 'suited-to-no-children',
      source: String.raw`\b${suitedFrames}\s+(?:${suitedThings}\s+)?(?:for|to)\s+(?:(?:the|other|retired|older)\s+)?(?:empty[- ]nesters?|an empty[- ]nester|childless couples?|(?:an? )?(?:couples?|people|adults) (?:without|with no) (?:kids|children)|adults)\b`,
    },
    {
      name: 'place-suited-to-children',
      source: String.raw`\b(?:${suitedFrames}\s+${childPlaces}|${childPlaces}\b(?:\s+[\w'-]+){0,3}?\s+(?:is|are|'s|would be|seems|looks)\s+(?:(?:very|really|so|super|pretty|quite|a)\s+)*${suitedFrames})\s+(?:for|to)\s+${suitedFillers}(?:${children.join('|')}|an? (?:young |growing |new |big |large |small )?family(?! of (?:\d|two|three|four|five|six|seven|eight|nine|ten)\b))\b(?!')`,
    },
    {
      name: 'place-to-raise-children',
      source: String.raw`\b(?:good|great|best|ideal|perfect|nice|safe|safer|better|right|wonderful)\s+${childPlaces}\s+to\s+(?:raise|bring up)\s+(?:(?:a|your|our|my|the|young|little)\s+)?(?:kids|children|family|families|a family)\b`,
    },
    {
      name: 'adults-only',
      source: String.raw`\badults?[- ]only\b|\badult (?:communit(?:y|ies)|neighbou?rhoods?|buildings?|complex(?:es)?|living)\b|\bno (?:kids|children|minors) allowed\b|\b(?:kids|children|minors) (?:not|aren'?t|are not) (?:allowed|permitted|welcome)\b`,
    },
    {
      name: 'family-neighbourhood',
      source: String.raw`\bfamily[- ](?:oriented |centered |centric |type )?(?:neighbou?rhoods?|communit(?:y|ies)(?!\s+(?:center|centre|church|room|pool))|streets?|blocks?|suburbs?|towns?|parts? of town)\b|\bkid(?:s|die)?[- ]?(?:zone|central|heaven|paradise)\b`,
    },
    {
      name: 'quiet-no-kids',
      source: String.raw`\bquiet(?:,| and| with)? (?:no|without|away from|free of) (?:(?:any|screaming|noisy|loud)\s+)?(?:kids|children|families|teens|teenagers|babies)\b`,
    },
    {
      name: 'kids-on-the-street',
      source: String.raw`(?<!\b(?:my|our|your|his|her|their|the)\s)\b(?:kids|children) (?:(?:often|usually|always|can be seen|are always|are often)\s+)?(?:play(?:ing)?|riding|running|everywhere|all over|outside)\b[^.?!;]{0,30}?\b(?:street|cul-de-sac|block|neighbou?rhood|sidewalks?)\b`,
    },
  ],
};
