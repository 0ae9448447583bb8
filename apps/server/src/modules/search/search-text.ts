/** How people write street words and directions, as addresses in the MLS abbreviate them (USPS). */
const abbreviations: Readonly<Record<string, string>> = {
  street: 'st',
  avenue: 'ave',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  road: 'rd',
  place: 'pl',
  terrace: 'ter',
  circle: 'cir',
  parkway: 'pkwy',
  trail: 'trl',
  highway: 'hwy',
  expressway: 'expy',
  cove: 'cv',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/** Most words of one search text that are matched (the rest are ignored). */
export const maxSearchWords = 8;

/**
 * The words of a free-text search as the replica's search text holds them: lower case, letters and
 * digits only, street words and directions abbreviated ("Saunders Street, Raleigh" -> saunders, st,
 * raleigh). No words: nothing to match.
 */
export const searchWords = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => abbreviations[word] ?? word)
    .slice(0, maxSearchWords);

/** Words long enough to narrow a search through the trigram index; shorter ones only filter. */
export const isIndexWord = (word: string) => word.length >= 4;

/** Runs of one to three consecutive words, longest first: the places a city's name may be. */
export const wordRuns = (words: readonly string[]) =>
  [3, 2, 1].flatMap((length) =>
    words
      .slice(0, words.length - length + 1)
      .map((_, start) => ({ start, length, text: words.slice(start, start + length).join(' ') })),
  );

/**
 * The words with the longest run that names one of `cities` taken out as that city ("sauders st
 * raleigh" -> words sauders, st and the city raleigh); the words as they were when none does.
 */
export const takeCity = (words: readonly string[], cities: readonly string[]) => {
  const run = wordRuns(words).find((candidate) => cities.includes(candidate.text));
  if (!run) return { words: [...words] };
  return {
    words: words.filter((_, index) => index < run.start || index >= run.start + run.length),
    city: run.text,
  };
};
