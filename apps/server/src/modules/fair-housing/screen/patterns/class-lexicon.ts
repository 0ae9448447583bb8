import type { FairHousingClass } from '@rela/contracts';
import {
  anyOf,
  askedPlaces,
  clauseEnd,
  compositionModifiers,
  compositionVerbs,
  countFrames,
  fillers,
  limitingFrames,
  livingVerbs,
  notOwn,
  peopleNouns,
  peopleSubjects,
  placeNouns,
  placeNounsNoArea,
  placeSubjects,
  placesWithPeople,
  stemPlaces,
  steeringOutcomes,
  suitedFillers,
  suitedFrames,
  suitedThings,
} from './frames';

/** A coded stand-in or a class's own phrasing: a name for the audit trail and its source. */
export type CodedPhrase = { name: string; source: string };

/**
 * What the screen knows of one protected class (ADR 050): the words that name its people and the
 * phrases that stand in for them. The shared frames (`frames.ts`) turn these into patterns; every
 * pattern built from a lexicon reports the lexicon's class, and only it.
 */
export type ClassLexicon = {
  class: FairHousingClass;
  /**
   * Words naming the group before a people or place noun ("Jewish" in "Jewish families" or "a
   * Jewish neighborhood"): a group's adjective with a place is always a choice of place by it.
   */
  adjectives: readonly string[];
  /** Adjectives that also name colours or other things: never with "area" ("a brown area"). */
  ambiguousAdjectives?: readonly string[];
  /**
   * Whether an adjective before a people noun is enough on its own ("Hispanic buyers love it").
   * When false, a frame is needed ("disabled veterans" is a tax exemption until "no disabled ...").
   */
  adjectiveWithPeopleIsEnough: boolean;
  /** Nouns naming people of the group on their own ("Muslims", "retirees", "group homes"). */
  people: readonly string[];
  /** The group said of one buyer or household, after "perfect for" ("a young couple"). */
  onePerson: readonly string[];
  /**
   * Whether only a limitation says whom a home suits ("not suitable for someone in a wheelchair",
   * "not for children"): "good for someone in a wheelchair?" and "great for kids" speak of the
   * home's features for the buyer's own household (the class may add its own, narrower frames).
   */
  suitedOnlyWhenLimiting?: boolean;
  /** Words describing a place's people after "the residents are (mostly)" ("Hispanic"). */
  predicates: readonly string[];
  /** Whether predicates may describe a place ("the area is very white") or only people. */
  predicateSubjects: 'place-or-people' | 'people';
  /** Stems before "-free" and before "-friendly" or "-oriented" with a place ("kid-free"). */
  stems: readonly string[];
  /** The buyer's own trait, as steering ties it to a place ("given your faith", "as a veteran"). */
  traits: readonly string[];
  /** Coded stand-ins and the class's own phrasings. */
  coded: readonly CodedPhrase[];
};

/** One pattern of the screen: what it is called, the class it reports, and what it matches. */
export type ScreenPattern = { name: string; class: FairHousingClass; regex: RegExp };

/**
 * One class's patterns, compiled. The framed ones all need one of the class's words, so they are
 * tried only when `mentions` finds one (most texts mention no class at all); the coded ones are
 * always tried.
 */
export type CompiledClass = {
  class: FairHousingClass;
  mentions: RegExp;
  framed: readonly ScreenPattern[];
  coded: readonly ScreenPattern[];
};

const compile = (lexicon: ClassLexicon, name: string, source: string): ScreenPattern => ({
  name: `${lexicon.class}/${name}`,
  class: lexicon.class,
  regex: new RegExp(source),
});

/**
 * The group as a frame's object: an adjective with a people or place noun (one other word may
 * stand between: "Indian tech workers", "Black professional families"), or one of its nouns.
 */
const groupOf = (lexicon: ClassLexicon): string => {
  const forms: string[] = [...lexicon.people];
  if (lexicon.adjectives.length > 0) {
    forms.push(
      `${anyOf(lexicon.adjectives)}[ -](?:[a-z]+[ -])?${anyOf([peopleNouns, placeNouns])}`,
    );
  }
  if (lexicon.ambiguousAdjectives && lexicon.ambiguousAdjectives.length > 0) {
    forms.push(
      `${anyOf(lexicon.ambiguousAdjectives)}[ -]${anyOf([peopleNouns, placeNounsNoArea])}`,
    );
  }
  return anyOf(forms);
};

/** The patterns of one class: its group in every shared frame, then its coded phrases. */
export const compileLexicon = (lexicon: ClassLexicon): CompiledClass => {
  const group = groupOf(lexicon);
  const groupOrOne = anyOf([group, ...lexicon.onePerson]);
  const patterns: ScreenPattern[] = [];
  const add = (name: string, source: string) => patterns.push(compile(lexicon, name, source));
  const allAdjectives = [...lexicon.adjectives, ...(lexicon.ambiguousAdjectives ?? [])];

  if (lexicon.adjectives.length > 0) {
    add('group-place', String.raw`\b${anyOf(lexicon.adjectives)}[ -]${placeNouns}\b`);
  }
  if (lexicon.ambiguousAdjectives && lexicon.ambiguousAdjectives.length > 0) {
    add(
      'group-place-ambiguous',
      String.raw`\b${anyOf(lexicon.ambiguousAdjectives)}[ -]${placeNounsNoArea}\b`,
    );
  }
  if (allAdjectives.length > 0) {
    // "a mostly white street", "an all-Hispanic block": with a share word, a street is a people too.
    add(
      'share-group-place',
      String.raw`\b(?:mostly|mainly|largely|predominantly|heavily|primarily|overwhelmingly|majority|all)[ -]${anyOf(allAdjectives)}[ -](?:streets?|blocks?|roads?|buildings?|complex(?:es)?|subdivisions?|cul-de-sacs?|${placeNouns})\b`,
    );
  }
  if (lexicon.adjectiveWithPeopleIsEnough && allAdjectives.length > 0) {
    add('group-people', String.raw`\b${anyOf(allAdjectives)}[ -]${peopleNouns}\b(?!')`);
  }
  add('count', String.raw`\b${countFrames}\s+${fillers}${notOwn}${group}\b(?!')`);
  add(
    'where-live',
    String.raw`\bwhere\b(?:\s+[\w'-]+){0,4}?\s+${notOwn}${group}\s+(?:[\w'-]+\s+){0,2}?${livingVerbs}\b`,
  );
  add(
    'which-place',
    String.raw`\b(?:which|what)\s+${askedPlaces}\b(?:\s+[\w'-]+){0,6}?\s+${notOwn}${groupOrOne}\b(?!')`,
  );
  add(
    'place-for',
    String.raw`\b${placesWithPeople}\s+(?:for|meant for|geared (?:to|toward)|aimed at|catering to)\s+${suitedFillers}${notOwn}${groupOrOne}\b(?!')`,
  );
  add(
    'moving-in',
    String.raw`${notOwn}\b${group}\s+(?:have\s+|are\s+|keep\s+|started\s+|began\s+)?(?:moved|moving|move|coming|came|took|taking) (?:in|over)\b`,
  );
  add(
    'lives-here',
    String.raw`${notOwn}\b${group}\s+(?:(?:mostly|mainly|all|also|still|now)\s+)?(?:live|lives|living|reside|resides)\s+(?:here|there|nearby|next door|around here|on (?:this|the|that|your) (?:street|block)|in (?:this|the|that) (?:area|neighbou?rhood|building|complex|community|subdivision))\b`,
  );
  add(
    'place-with',
    String.raw`\b${placesWithPeople}\s+(?:with|that has|that have|where there are)\s+${fillers}${notOwn}${group}\b(?!')`,
  );
  add(
    'suited',
    String.raw`\b${lexicon.suitedOnlyWhenLimiting ? limitingFrames : suitedFrames}\s+(?:${suitedThings}\s+)?(?:for|to)\s+${suitedFillers}${notOwn}${groupOrOne}\b(?!')`,
  );
  if (lexicon.predicates.length > 0) {
    const subjects =
      lexicon.predicateSubjects === 'people'
        ? peopleSubjects
        : anyOf([placeSubjects, peopleSubjects]);
    const predicate = String.raw`${anyOf(lexicon.predicates)}\b(?:${clauseEnd}|[ -]${peopleNouns}\b)`;
    add(
      'composition',
      String.raw`\b${subjects}\b(?:\s+(?!(?:is|are|was|were)\b)[\w'-]+){0,4}?${compositionVerbs}${compositionModifiers}\s+${predicate}`,
    );
    add(
      'composition-question',
      String.raw`\b(?:is|are|isn'?t|aren'?t|was|were)\s+(?:(?:the|this|that|these|those|most|most of the|all the)\s+)?${subjects}\b(?:\s+[\w'-]+){0,3}?${compositionModifiers}\s+${predicate}`,
    );
    if (lexicon.predicateSubjects === 'place-or-people') {
      add(
        'predominantly',
        String.raw`\b(?:predominantly|predominately|overwhelmingly)\s+${predicate}`,
      );
      add(
        'which-composition',
        String.raw`\b(?:which|what)\b(?:\s+[\w'-]+){1,5}?\s+(?:is|are|'s)${compositionModifiers}\s+${predicate}`,
      );
    }
  }
  add('group-only', String.raw`\b${group}[- ]only\b`);
  if (lexicon.stems.length > 0) {
    const stems = anyOf(lexicon.stems);
    add('stem-free', String.raw`\b${stems}[ -]free\b`);
    add(
      'stem-place',
      String.raw`\b${stems}[ -](?:friendly|oriented|centric|cent(?:er|re)d|focused|dominated|heavy)\s+${stemPlaces}\b`,
    );
    add(
      'place-stem',
      String.raw`\b${stemPlaces}(?:(?:\s+[\w'-]+){0,3}?\s+(?:is|are|'s|seems?|feels?|looks?))?\s+(?:(?:very|really|pretty|super|quite|not|that)\s+)?${stems}[ -](?:friendly|oriented|centric|dominated)\b`,
    );
  }
  if (lexicon.traits.length > 0) {
    add(
      'trait-steering',
      String.raw`\b${anyOf(lexicon.traits)}\b[^.?!;]{0,60}?\b${steeringOutcomes}`,
    );
  }
  return {
    class: lexicon.class,
    mentions: new RegExp(
      anyOf([
        group,
        ...lexicon.onePerson,
        ...lexicon.predicates,
        ...lexicon.stems,
        ...lexicon.traits,
      ]),
    ),
    framed: patterns,
    coded: lexicon.coded.map((phrase) => compile(lexicon, phrase.name, phrase.source)),
  };
};
