import { anyOf, peopleNouns, placeNouns, wordList } from './patterns/frames';
import { nationalOrigin } from './patterns/national-origin';
import { classLexicons } from './patterns/screen-patterns';

/**
 * The real-estate look-alikes the screen lets through (ADR 050, REQ-FAIR-HOUSING): words that
 * name a protected group elsewhere but here name a room, a style, a material, a street, a
 * landmark, a home's feature or the buyer's own household. Each is blanked out of the normalised
 * text before the patterns run, so a steering phrase elsewhere in the same text is still found.
 */
export type AllowedContext = { name: string; regex: RegExp };

/** What a blanked-out character becomes: neither a letter nor a space, so no word runs across it. */
const blank = '#';

const every = (sources: readonly string[]): string[] => [...new Set(sources)];

/** Every word that names a group before a noun, from all the lexicons. */
const groupAdjectives = every(
  classLexicons.flatMap((lexicon) => [
    ...lexicon.adjectives,
    ...(lexicon.ambiguousAdjectives ?? []),
  ]),
);

/** Every word that says a group of a person ("I'm Jewish", "we're retired"). */
const groupPredicates = every(classLexicons.flatMap((lexicon) => lexicon.predicates));

/** Who a buyer says they are ("a single mom", "empty nesters", "a veteran"). */
const roles = anyOf(
  wordList`
    famil(?:y|ies), couples?, households?, buyers?, woman, women, man, men, guys?, gals?, lady,
    moms?, dads?, mothers?, fathers?, parents?, veterans?, vets?, retirees?, professionals?,
    empty[- ]nesters?, nesters, newlyweds, persons?, people, folks, homeowners?, students?,
    service ?members?, soldiers?, sailors?, marines?, airm[ae]n, immigrants?, refugees?, widows?,
    widowers?, grandm(?:other|a), grandf(?:ather|a), grandparents, singles?, divorcees?,
    bachelors?, renters?, tenants?, seniors?, christians, jews, muslims, catholics, mormons,
    hindus, sikhs, buddhists, atheists, hispanics, latin[oax]s?, latinas?, disabled, deaf, blind,
    handicapped, expecting(?: (?:a baby|our first|twins))?, pregnant
  `,
);

/** Words a buyer may put before who they are ("a young", "recently divorced", "proud"). */
const selfModifiers = anyOf([
  ...groupAdjectives,
  ...wordList`
    young, younger, older, old, retired, newly, recently, proud, single, married, divorced,
    widowed, growing, big, small, large, quiet, first-time, disabled, new, busy, working,
    active[- ]duty, mixed, blended, \d+, two, three, four, childless, happy, army, navy, air force,
    marine, veteran, empty, military, professional
  `,
]);

/** "We're", "I'm", "my wife is", "my husband and I are". */
const selfSubjects = anyOf([
  String.raw`we(?:'re| are| re)`,
  String.raw`i(?:'m| am)`,
  String.raw`im`,
  String.raw`(?:my|our) (?:wife|husband|partner|spouse|fianc[eé]e?|son|daughter|kids|children|mother|father|mom|dad|family|household) (?:is|are)`,
  String.raw`(?:my|our) (?:wife|husband|partner|spouse|fianc[eé]e?) and i are`,
]);

/** The buyer's own household, said after who they are ("we're a couple, no kids yet"). */
const ownNoKids = String.raw`(?:\s*,?\s*(?:with |and )?(?:no|without(?: any)?) (?:kids|children)(?: yet)?)?`;

/** What the buyer is ("a single mom", "Muslim", "retired"). */
const selfWhat = String.raw`(?:(?:an?|both|also|all|just|only)\s+)*(?:${selfModifiers}[\s-]+){0,3}${anyOf([roles, ...groupAdjectives, ...groupPredicates])}\b${ownNoKids}`;

/** Names of streets and places: a group's word then a street or place word ("Indian Trail Rd"). */
const nameEndings = anyOf(
  wordList`
    street, st, road, rd, avenue, ave, lane, ln, drive, dr, boulevard, blvd, way, court, ct,
    circle, cir, parkway, pkwy, highway, hwy, pike, trail, trl, terrace, ter, pl, row, run, loop,
    crossing, xing, square, sq, path, pass, bend, cove, alley, estates, heights, hills?, village,
    springs?, creek, lake, river, county, valley, woods, meadows?, acres, pointe?, ridge, hollow,
    grove, glen, bay, beach, island, mountains?, mesa, canyon, falls, harbou?r, landing, commons,
    manor, plaza, park, memorial, cutoff, junction, plains, township, elementary, middle school,
    high school, academy, university, college, hospital, medical center, cemetery
  `,
);

/** Words that start names of streets, places and institutions, beside the groups' own words. */
const nameStarts = anyOf([
  ...groupAdjectives,
  ...wordList`
    veterans?, military, church, temple, chapel, cathedral, mission, kingdom hall, abbey,
    synagogue, mosque, shaker, pilgrim, senior, family
  `,
]);

/** Things a colour names in a home ("white kitchen", "black granite", "brown shingles"). */
const colouredThings = anyOf(
  wordList`
    kitchens?, cabinets?, cabinetry, counters?, countertops?, granite, quartz, marble, tiles?,
    trim, shutters, paint, siding, bricks?, fenc(?:e|es|ing), picket fence, oaks?, walnut,
    appliances, fixtures, hardware, finishes, walls?, doors?, windows?, frames?, roof, shingles,
    stone, sand, noise, subway tile, backsplash, vanit(?:y|ies), floors?, flooring, hardwood,
    carpet, accents?, wainscoting, beams, ceilings?, mantel, railings?, columns, stucco, exterior,
    interior, shiplap, pine, birch, elm, locust, bears?, mold, mould, friday, out curtains, blinds,
    metal, iron, steel, vinyl, laminate, leather, area rugs?, rugs?, top driveway, asphalt,
    driveway, lines?, goods, water, diamond, rock, slate, soapstone, porcelain, sinks?, tubs?,
    bathtubs?, faucets?, lights?, light fixtures, palette, walls, spots?, stains?, streaks?,
    patches
  `,
);

/** Styles, materials, plants and foods named after a country ("Dutch colonial", "Mexican tile"). */
const styleNations = anyOf([
  ...nationalOrigin.adjectives,
  ...wordList`
    english, dutch, french, spanish, swedish, scandinavian, danish, norwegian, swiss, austrian,
    belgian, tuscan, mediterranean, moroccan, turkish, thai, asian, polish, hungarian, egyptian,
    southwestern, cape cod, american, colonial, victorian
  `,
]);

/** What such a name can be of: a style, a material, a plant, a food, a place to eat or shop. */
const styledThings = anyOf(
  wordList`
    style, styled, colonials?, tudors?, revival, country, provincial, farmhouse, villa, hacienda,
    mission, modern, contemporary, doors?, windows?, drains?, tiles?, saltillo, talavera, marble,
    limestone, granite, elms?, maples?, oaks?, moss, ivy, lilacs?, gardens?, rugs?, carpets?,
    baths?, cuisine, food, restaurants?, bakery, bakeries, markets?, grocery, groceries, deli,
    takeout, cafes?, consulate, embassy, festivals?, heritage (?:festival|museum|center), quarter,
    club, roses?, blue, lace, press, architecture, design, kitchens?, range, oven, cabinetry,
    cabinets, craftsmanship, engineering, engineered, appliances, ceramics?, pottery, pavers?,
    stucco, arches, courtyard, shepherds?, pubs?, bars?, muffins?, dressing, shutters, gambrel,
    gable, roof, barn, built, made, imported, inspired, influences?, accents?, flair, charm
  `,
);

/** A home's parts that can suit children without saying who should live there. */
const homeFeatures = anyOf(
  wordList`
    yard, backyard, back yard, front yard, fenced yard, playroom, bonus room, basement, pool,
    patio, deck, lawn, play area, playset, swing set, treehouse, layout, floor ?plan, loft, den,
    rec room, game room, lot, cul-de-sac, garden, bedrooms?, bunk room, attic, nursery,
    kitchen island, mudroom, space, garage, home, house, room, rooms, porch, sunroom
  `,
);

/** The allowed look-alikes, in the order they are blanked out. */
export const allowedContexts: readonly AllowedContext[] = [
  {
    name: 'housing-for-older-persons',
    regex: new RegExp(
      String.raw`\badults?[- ]only(?=\s+(?:\S+\s+){0,2}(?:55|62)\b)|\b(?:55|62)\s*(?:\+|plus|and (?:over|older|up)|or (?:over|older))(?:\s*(?:active[- ]adult|adult|senior|retirement|age[- ]restricted|age[- ]qualified))?\s*(?:communit(?:y|ies)|living|neighbou?rhoods?|subdivisions?|developments?|condos?|homes?|housing|villages?|complex(?:es)?|resorts?|only)?|\b(?:active[- ]adult|age[- ]restricted|age[- ]qualified|senior|retirement)\s+(?:living\s+|housing\s+)?(?:communit(?:y|ies)|living|villages?|subdivisions?|developments?|condos?|housing|complex(?:es)?|resorts?|homes?)\b`,
      'g',
    ),
  },
  {
    name: 'self-description',
    regex: new RegExp(
      String.raw`\b${selfSubjects}\s+${selfWhat}|\b(?:as|being) ${selfWhat}(?=\s*,?\s*(?:i|we|my|our|me|us)\b)`,
      'g',
    ),
  },
  {
    name: 'own-children',
    regex: new RegExp(
      String.raw`\b(?:we|i|my (?:wife|husband|partner) and i)\s+(?:(?:only|just|also|still|both|already)\s+)?(?:(?:do|did)(?:n't| not)\s+)?(?:have|had|'ve got|'ve|got|'re raising|are raising|'re expecting|are expecting)\s+(?:(?:no|any|two|three|four|five|\d+|a few|several|some|young|little|small|grown|adult|teenage|more)\s+)*(?:kids|children|grandkids|grandchildren|teens|teenagers|toddlers)(?:\s+yet)?\b|\bno (?:kids|children) (?:yet|of (?:our|my) own|at home)\b`,
      'g',
    ),
  },
  {
    name: 'rooms',
    regex: new RegExp(
      String.raw`\bfamily[- ](?:rooms?|den|area|kitchen|homes?|house|dinners?|gatherings?|meals?|bathroom|bath|style|plan|size|sized|members?|reunions?|photos?|business|practice|dentist(?:ry)?|medicine|doctor|law|court|dollar|fun|movie|game|friendly (?:layout|floor ?plan|kitchen|backyard|yard))\b|\b(?:master|primary|owner'?s|guest|in-?law|mother-in-law|mother in law|father-in-law|nanny|au pair|granny|teen|kids'?|children'?s)\s+(?:bed(?:room)?s?|suites?|baths?|bathrooms?|closets?|retreat|wing|quarters|units?|apartments?|flats?|cottages?|rooms?|loft|area|space|dwelling|house)\b|\b(?:bachelor(?:ette)?|bachelor's) pads?\b|\bman caves?\b|\bshe sheds?\b|\bhis[- ](?:and|&)[- ]hers\b|\bjack[- ](?:and|&)[- ]jill\b|\bbutler'?s pantry\b|\bgentleman'?s farm\b`,
      'g',
    ),
  },
  {
    name: 'single-home',
    regex:
      /\bsingle[- ](?:family|story|storey|level|floor|car|wide|stall|bowl|vanity|sink|hung|pane|owner|occupancy|detached)\b/g,
  },
  {
    name: 'surname',
    regex: /\bthe (?:white|black|brown|gr[ae]y|green|young|old) famil(?:y|ies)(?:'s)?\b/g,
  },
  {
    name: 'street-and-place-names',
    regex: new RegExp(
      // Not after a share word: "a mostly white street" is its people, not White Street.
      String.raw`(?<!\b(?:mostly|mainly|largely|predominantly|heavily|primarily|overwhelmingly|majority|all)[ -])\b${nameStarts}(?:\s+(?!(?:${placeNouns}|${peopleNouns})\b)[a-z']+)?\s+${nameEndings}\b`,
      'g',
    ),
  },
  {
    name: 'colours-of-things',
    regex: new RegExp(
      String.raw`\b(?:(?:jet|bright|crisp|matte|glossy|pure|soft|warm|off|stark|brilliant|true|classic|all)[- ])?(?:white|black|brown|cream|gr[ae]y)(?:[- ](?:and|&)[- ](?:white|black|brown|gr[ae]y|gold|wood|brass))?(?:[- ](?:washed|painted|stained|framed|trimmed))?\s+${colouredThings}\b`,
      'g',
    ),
  },
  {
    name: 'styles-and-materials',
    regex: new RegExp(
      String.raw`\b${styleNations}(?:[- ](?:style|styled|inspired|influenced|themed|made|built|imported|tile))?[- ]${styledThings}\b`,
      'g',
    ),
  },
  {
    name: 'home-features-for-children',
    regex: new RegExp(
      String.raw`\b${homeFeatures}\b(?:\s+[\w'-]+){0,5}?\s+(?:(?:is|are|that's|that is|which is|would be|will be|seems|looks)\s+)?(?:(?:so|really|very|super|plenty|more than|just)\s+)?(?:great|perfect|ideal|good|safe|fun|fine|nice|big enough|large enough|roomy enough|spacious enough|made|designed|built|plenty of room|enough room|room|space)\s+(?:for|to)\s+(?:the\s+|small\s+|little\s+|young\s+|your\s+|my\s+|our\s+)?(?:kids|children|toddlers|little ones|a toddler|a baby|babies|teens|teenagers|grandkids|grandchildren|play(?:ing)?)\b|\b(?:kid|kids|child|children|family|toddler|baby|teen)[- ](?:friendly|proof|proofed|safe|sized)\s+(?:[\w'-]+\s+)?${homeFeatures}\b`,
      'g',
    ),
  },
  {
    name: 'places-for-children',
    regex:
      /\b(?:schools?|school districts?|elementary|daycares?|day care|preschools?|playgrounds?|parks?|activities|programs?|sports|leagues?|camps?|pediatricians?|librar(?:y|ies)|museums?|splash pads?|story ?time)\s+(?:for|with|that serve|serving)\s+(?:the\s+|young\s+|little\s+|small\s+|school-age\s+|my\s+|our\s+)?(?:kids|children|teens|teenagers|toddlers|families|youth)\b/g,
  },
  {
    name: 'contract-clause',
    regex:
      /\bsection[- ]?8 (?:of|in|under) (?:the |this |our |your )?(?:purchase |sales |listing |lease |hoa |condo )?(?:contract|agreement|addendum|bylaws|covenants|declaration|cc&?rs|rules|lease|disclosure|code|ordinance|form|policy|deed)s?\b/g,
  },
];

/** The normalised text with every allowed look-alike blanked out (same length: offsets hold). */
export const maskAllowedContext = (text: string): string => {
  let masked = text;
  for (const context of allowedContexts) {
    masked = masked.replace(context.regex, (found) => blank.repeat(found.length));
  }
  return masked;
};
