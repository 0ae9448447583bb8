import type { Random } from './random';
import {
  attached,
  closings,
  house,
  income,
  interior,
  kitchen,
  land,
  openers,
  thousands,
} from './remark-phrases';
import type { PropertyRecord } from './types';

const featureSentences = (record: PropertyRecord, random: Random): string[] => {
  const sentences: string[] = [random.pick(kitchen), random.pick(interior)];
  const fireplaces = record.FireplacesTotal ?? 0;
  if (fireplaces === 1)
    sentences.push(
      random.pick([
        'Cozy up by the wood-burning fireplace on cool evenings.',
        'A gas fireplace anchors the living room.',
      ]),
    );
  if (fireplaces >= 2)
    sentences.push('Two fireplaces add warmth to the living room and the primary suite.');
  if (record.Basement?.includes('Finished'))
    sentences.push('The finished basement adds a rec room, guest space and extra storage.');
  if (record.Basement?.includes('Unfinished'))
    sentences.push('An unfinished basement offers room to grow.');
  const garage = record.GarageSpaces ?? 0;
  if (garage >= 2)
    sentences.push(`An attached ${garage}-car garage keeps cars and gear out of the weather.`);
  if (record.Stories === 1 && record.PropertySubType === 'Single Family Residence')
    sentences.push('Single-level living, with no stairs to climb.');
  if (record.Cooling?.includes('Central Air') && record.StateOrProvince === 'TX')
    sentences.push('Central air keeps Texas summers comfortable.');
  const acres = record.LotSizeAcres ?? 0;
  if (acres >= 0.3 && record.PropertyType !== 'Land')
    sentences.push(
      `It sits on a ${acres.toFixed(2)}-acre lot with room for a pool, a workshop or both.`,
    );
  return sentences;
};

const locationSentence = (record: PropertyRecord, random: Random): string => {
  const { ElementarySchool: elementary, MiddleOrJuniorSchool: middle, HighSchool: high } = record;
  if (elementary && middle && high && random.chance(0.6))
    return `Zoned for ${elementary}, ${middle} and ${high}.`;
  if (elementary && random.chance(0.5)) return `Walk to ${elementary} and neighborhood parks.`;
  const place = record.SubdivisionName ?? 'nearby';
  return `Minutes to ${place} shops, coffee and parks, with easy access to downtown ${record.City}.`;
};

const landRemarks = (record: PropertyRecord, random: Random): string[] => {
  const acres = record.LotSizeAcres;
  const size =
    acres === null
      ? 'this'
      : acres >= 1
        ? `this ${acres.toFixed(2)}-acre`
        : `this ${thousands(record.LotSizeSquareFeet ?? 0)} sq ft`;
  return [
    `Build your dream home on ${size} lot in ${record.SubdivisionName ?? record.City}.`,
    ...random.sample(land, random.int(1, 2)),
  ];
};

/** PublicRemarks: 2 to 5 sentences about this record's real features, from templates and phrase banks. */
export const remarksFor = (record: PropertyRecord, random: Random): string => {
  const word = (list: readonly string[]) => random.pick(list);
  if (record.PropertyType === 'Land')
    return [...landRemarks(record, random), locationSentence(record, random)].join(' ');
  const opener = random.pick(
    openers.map((phrase) => phrase(record, word)).filter((text): text is string => text !== null),
  );
  const kindBank =
    record.PropertyType === 'Residential Income'
      ? income
      : record.PropertySubType === 'Condominium' || record.PropertySubType === 'Townhouse'
        ? attached
        : house;
  const middle = random.sample(
    [...featureSentences(record, random), random.pick(kindBank), random.pick(kindBank)],
    random.int(1, 2),
  );
  const sentences = [opener, ...new Set(middle), locationSentence(record, random)];
  if (record.StandardStatus === 'Coming Soon')
    sentences.push('Coming soon: showings begin next week.');
  else if (random.chance(0.5)) sentences.push(random.pick(closings));
  return sentences.slice(0, 5).join(' ');
};
