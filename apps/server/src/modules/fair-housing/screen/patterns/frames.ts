/**
 * The frames every class shares (ADR 050): the words around a group's name that turn it into a
 * choice or a description of where people live ("no ...", "mostly ...", "where do ... live",
 * "perfect for ...", "the residents are mostly ..."). Each is a regular-expression source over
 * normalised text (lower case, single spaces, straight quotes; see `normalise.ts`).
 */

/** A non-capturing alternation of regular-expression sources. */
export const anyOf = (sources: readonly string[]): string => `(?:${sources.join('|')})`;

/** Regular-expression sources written as a comma-separated list in a template, kept compact. */
export const wordList = (strings: TemplateStringsArray): string[] =>
  strings.raw
    .join('')
    .split(',')
    .map((word) => word.trim().replace(/\s+/g, ' '))
    .filter((word) => word.length > 0);

/** What a place is called when its people are the point ("neighborhood", "part of town"). */
export const placeNouns = anyOf([
  String.raw`neighbou?rhoods?`,
  String.raw`areas?(?!\s+rugs?)`,
  String.raw`parts? of (?:town|the city|the county)`,
  String.raw`sides? of town`,
  String.raw`sections? of (?:town|the city)`,
  String.raw`enclaves?`,
  String.raw`suburbs?`,
  String.raw`towns?`,
  String.raw`communit(?:y|ies)(?!\s+(?:center|centre|church|college|school|hospital|garden|pool|room|theat(?:er|re)|clinic|bank|credit union|foundation|health|association|board|calendar|events?|services?|library|playhouse|chapel|cemetery|day school|fund|day|outreach))`,
  String.raw`districts?`,
  String.raw`zip codes?`,
  String.raw`barrios?`,
]);

/** The same places without "area", for words that also name colours ("a brown area on the lawn"). */
export const placeNounsNoArea = anyOf([
  String.raw`neighbou?rhoods?`,
  String.raw`parts? of (?:town|the city)`,
  String.raw`sides? of town`,
  String.raw`enclaves?`,
  String.raw`suburbs?`,
  String.raw`communit(?:y|ies)(?!\s+(?:center|centre|church|college|school|hospital|garden|pool|room|theat(?:er|re)|clinic|bank|foundation|health|association|library|day|outreach))`,
]);

/** What a group of people is called after an adjective naming it ("Jewish families"). */
export const peopleNouns = anyOf(
  wordList`
    people, persons, folks?, famil(?:y|ies), residents, neighbou?rs, populations?, households?,
    kids, children, youth, teens, crowd, majority, buyers, homeowners, owners, tenants, renters,
    couples?, guys, women, men, ladies, types, element, locals, congregations?, parishioners,
    worshippers, students, workers, professionals, adults, immigrants, refugees,
    communit(?:y|ies)(?!\s+(?:center|centre|church|college|school|hospital|garden|pool|room|clinic|library|day|outreach))
  `,
);

/** Where a phrase of a group ends: punctuation, the end, or a joining word. */
export const clauseEnd = String.raw`(?=\s*(?:[.,;:!?)"]|$|-\s|(?:and|or|but|with|so|now|these days|nowadays|though|too|as well|anymore|lately|overall|here|there|nearby|in|on|at|over|since|near|around|within|by|from|these|this|that|who|which|where|if|because|than)\b))`;

/** Not right after "my", "our", ...: the buyer's own household is not a filter ("where my kids live"). */
export const notOwn = String.raw`(?<!\b(?:my|our|your|his|her|their|own)\s)`;

/** Words that may stand between a frame and the group ("no more of those", "lots of young"). */
export const fillers = String.raw`(?:(?:all|the|of|other|those|these|such|so|too|many|more|young|younger|little|small|loud|noisy|screaming|rowdy|annoying|crying|new|local|recent|any|a|an|some|several|two|three|few|nearby|living|actual|low-income|bunch|whole)\s+){0,3}`;

/** Words that count, limit or avoid who lives somewhere ("not many", "mostly", "away from"). */
export const countFrames = anyOf([
  String.raw`no`,
  String.raw`not (?:too |that |so |very )?many`,
  String.raw`not (?:a lot|lots) of`,
  String.raw`not much`,
  String.raw`(?:very |too )?few(?:er)?`,
  String.raw`less`,
  String.raw`without(?: any)?`,
  String.raw`free (?:of|from)`,
  String.raw`(?:stay|stays|staying|keep|keeping|get|getting|move|moving|far|away) away from`,
  String.raw`away from`,
  String.raw`far from`,
  String.raw`avoid(?:s|ing|ed)?`,
  String.raw`steer(?:ing)? clear of`,
  String.raw`safe from`,
  String.raw`(?:don'?t|do not|doesn'?t|would not|wouldn'?t) (?:want|like)(?: to (?:live|be) (?:near|by|around|with|next to))?(?: any)?`,
  String.raw`no more`,
  String.raw`none of`,
  String.raw`rid of`,
  String.raw`not (?:near|close to|next to|around)`,
  String.raw`(?:would|'d) rather not (?:live|be) (?:near|close to|next to|by|around|with)`,
  String.raw`prefer(?: to)? not (?:to )?(?:live|be) (?:near|close to|next to|by|around|with)`,
  String.raw`not (?:a fan of|keen on|comfortable|happy) (?:living |being )?(?:near|around|next to|with)`,
  String.raw`(?:be|live|living|stay|staying|settle) (?:around|among|near|close to|next to|by)`,
  String.raw`(?:has|have|had|with) (?:an?|some|several)`,
  String.raw`(?:packed|teeming|swarming|loaded|thick|bursting) with`,
  String.raw`(?:avoid|away from|not)\s+(?:homes|houses|places|anything|listings|properties|streets|areas)\s+(?:near|by|next to|close to|around|with)`,
  String.raw`(?:does not|doesn'?t|do not|don'?t|won'?t|will not) (?:allow|accept|take|rent to|want)`,
  String.raw`(?:will|would) (?:i|we) (?:have|be (?:near|around|next to|living near))(?: any)?`,
  String.raw`(?:that|which|where) (?:does not|doesn'?t|do not|don'?t) have(?: any)?`,
  String.raw`lots of`,
  String.raw`a lot of`,
  String.raw`plenty of`,
  String.raw`many`,
  String.raw`tons of`,
  String.raw`full of`,
  String.raw`filled with`,
  String.raw`crawling with`,
  String.raw`overrun (?:by|with)`,
  String.raw`taken over by`,
  String.raw`dominated by`,
  String.raw`(?:mostly |mainly |largely )?made up of`,
  String.raw`mostly`,
  String.raw`mainly`,
  String.raw`predominantly`,
  String.raw`largely`,
  String.raw`heavily`,
  String.raw`primarily`,
  String.raw`overwhelmingly`,
  String.raw`almost all`,
  String.raw`(?:a |the )?majority(?: of)?`,
  String.raw`more than half`,
  String.raw`(?<!\b(?:my|our|your|his|her|their)\s)other`,
  String.raw`among`,
  String.raw`surrounded by`,
  String.raw`(?:near|around|close to|next to|with|by) other`,
  String.raw`home to(?: (?:many|lots of|a lot of|a|an))?`,
  String.raw`popular (?:with|among)`,
  String.raw`favou?red by`,
  String.raw`attract(?:s|ing)?`,
  String.raw`draws`,
  String.raw`appeals? to`,
  String.raw`caters? to`,
  String.raw`known for(?: (?:its|their))?`,
  String.raw`an? (?:large|high|big|growing|significant|sizable|sizeable|thriving|strong|tight-knit|close-knit|vibrant|active|lot of)(?: (?:number|percentage|share|concentration|proportion|population) of)?`,
  String.raw`any`,
  String.raw`are there(?: any)?`,
  String.raw`is there(?: an?| any)?`,
  String.raw`there(?:'s| is| are| were)(?: an?| lots of| many| some| several| a few| a lot of)?`,
  String.raw`how many`,
  String.raw`several`,
  String.raw`a few`,
  String.raw`a handful of`,
  String.raw`a number of`,
  String.raw`numerous`,
  String.raw`dozens of`,
  String.raw`percent(?:age)?(?: of)?`,
  String.raw`skew(?:s|ed|ing)?(?: toward)?`,
  // "a neighborhood of retirees", "a street of young families": a place named by its people.
  String.raw`(?:neighbou?rhoods?|areas?|communit(?:y|ies)|streets?|blocks?|towns?|enclaves?|suburbs?) (?:full )?of`,
  // "young people, not retirees": the group set aside after a comma or "and".
  String.raw`(?<=(?:,|\band|\bbut)\s)not`,
]);

/** A place as the subject of a question about who lives where ("which neighborhood ..."). */
export const askedPlaces = anyOf([
  String.raw`areas?`,
  String.raw`neighbou?rhoods?`,
  String.raw`parts? of (?:town|the city)`,
  String.raw`sides? of town`,
  String.raw`suburbs?`,
  String.raw`towns?`,
  String.raw`cities`,
  String.raw`zip codes?`,
  String.raw`communit(?:y|ies)`,
  String.raw`streets?`,
  String.raw`subdivisions?`,
  String.raw`blocks?`,
  String.raw`complex(?:es)?`,
  String.raw`buildings?`,
]);

/** A place that can "have" or be "full of" a group ("a street with kids"). */
export const placesWithPeople = anyOf([
  String.raw`neighbou?rhoods?`,
  String.raw`areas?`,
  String.raw`communit(?:y|ies)`,
  String.raw`streets?`,
  String.raw`blocks?`,
  String.raw`suburbs?`,
  String.raw`towns?`,
  String.raw`subdivisions?`,
  String.raw`complex(?:es)?`,
  String.raw`buildings?`,
  String.raw`parts? of town`,
  String.raw`cul-de-sacs?`,
  String.raw`zip codes?`,
]);

/** Verbs of where a group lives ("where do ... live"). */
export const livingVerbs = anyOf(
  wordList`
    live, lives, living, reside, resides, settle, settled, congregate, cluster, are concentrated,
    hang out, move, moving, moved, buy, buying, own homes, worship,
    go to (?:church|temple|mosque|synagogue)
  `,
);

/** Words that say whom a home or place suits ("perfect for", "not suitable for", "welcoming to"). */
export const suitedFrames = anyOf([
  String.raw`perfect`,
  String.raw`ideal(?:ly suited)?`,
  String.raw`great`,
  String.raw`best`,
  String.raw`better`,
  String.raw`good`,
  String.raw`(?:well[- ])?suited`,
  String.raw`suitable`,
  String.raw`unsuitable`,
  String.raw`made`,
  String.raw`meant`,
  String.raw`designed`,
  String.raw`right`,
  String.raw`wrong`,
  String.raw`(?:in)?appropriate`,
  String.raw`recommended`,
  String.raw`an? (?:good|great|perfect|natural) fit`,
  String.raw`(?:is|isn'?t|is not|wouldn'?t be|would not be|not)(?: (?:very|really|that|the|a|an)){0,2}(?: (?:suitable|ideal|meant|right|good|great|appropriate|recommended|best|place|fit|choice))?`,
  String.raw`welcoming`,
  String.raw`friendly`,
  String.raw`catering`,
  String.raw`marketed`,
  String.raw`geared`,
  String.raw`tailored`,
  String.raw`no place`,
  String.raw`a haven`,
  String.raw`a magnet`,
  String.raw`a hotspot`,
]);

/** Only the words that say whom a home or place does not suit ("not suitable for", "no place for"). */
export const limitingFrames = anyOf([
  String.raw`unsuitable`,
  String.raw`wrong`,
  String.raw`inappropriate`,
  String.raw`no place`,
  String.raw`(?:isn'?t|is not|wouldn'?t be|would not be|not)(?: (?:very|really|that|the|a|an)){0,2}(?: (?:suitable|ideal|meant|right|good|great|appropriate|recommended|best|place|fit|choice|safe|practical))?`,
]);

/** The home or place that suits (between "perfect" and "for": "the perfect spot for ..."). */
export const suitedThings = anyOf(
  wordList`
    home, house, place, places, neighbou?rhoods?, areas?, communit(?:y|ies), towns?, streets?,
    spot, choice, fit, location, suburbs?, condo, building, starter home, option
  `,
);

/** Words allowed after "for" before the group ("for a young", "for the"). */
export const suitedFillers = String.raw`(?:(?:an?|the|other|young|younger|growing|new|big|large|small|busy|active)\s+){0,2}`;

/** Places whose composition can be described ("the neighborhood is mostly ..."). */
export const placeSubjects = anyOf([
  String.raw`neighbou?rhoods?`,
  String.raw`areas?`,
  String.raw`communit(?:y|ies)`,
  String.raw`towns?`,
  String.raw`city`,
  String.raw`suburbs?`,
  String.raw`streets?`,
  String.raw`block`,
  String.raw`district`,
  String.raw`zip code`,
  String.raw`schools?`,
  String.raw`student body`,
  String.raw`subdivision`,
  String.raw`complex`,
  String.raw`building`,
  String.raw`parish`,
]);

/** People whose composition can be described ("the residents are mostly ..."). */
export const peopleSubjects = anyOf([
  String.raw`population`,
  String.raw`residents`,
  String.raw`neighbou?rs`,
  String.raw`people`,
  String.raw`households`,
  String.raw`crowd`,
  String.raw`demographics?`,
  String.raw`locals`,
  String.raw`homeowners`,
  String.raw`owners`,
  String.raw`buyers`,
  String.raw`families`,
  String.raw`tenants`,
  String.raw`renters`,
  String.raw`folks`,
  String.raw`everyone`,
  String.raw`everybody`,
]);

/** The verb of a composition ("is", "are becoming", "skews"). */
export const compositionVerbs = anyOf([
  String.raw`\s+(?:is|are|was|were)(?: (?:all|still|now|becoming|getting))?`,
  String.raw`'s`,
  String.raw`'re`,
  String.raw`\s+(?:seems?|feels?|looks?)(?: (?:like it's|to be))?`,
  String.raw`\s+tends? to be`,
  String.raw`\s+(?:has|have) (?:become|gotten|gone|turned)`,
  String.raw`\s+(?:became|turned)`,
  String.raw`\s+(?:skews?|skewed|skewing|leans?)`,
]);

/** Words between the verb and the group ("mostly", "very", "a lot more"). */
export const compositionModifiers = String.raw`(?:\s+(?:mostly|mainly|largely|predominantly|heavily|primarily|overwhelmingly|majority|very|quite|pretty|really|so|too|more|less|much|a lot|increasingly|not|that|generally|typically|almost|all|entirely|exclusively|a bit|a little|kind of|kinda|sort of|fairly|rather|super|toward|towards|to|getting|becoming|predominately|the most|most|even|still|now|recent|new|newly arrived|first-generation|second-generation))*`;

/** A place named right after a group's stem ("family-friendly neighborhood", "gay-friendly area"). */
export const stemPlaces = anyOf([
  placeNouns,
  String.raw`streets?`,
  String.raw`blocks?`,
  String.raw`buildings?`,
  String.raw`complex(?:es)?`,
  String.raw`subdivisions?`,
  String.raw`places? to live`,
  String.raw`vibe`,
  String.raw`atmosphere`,
  String.raw`environment`,
]);

/** What steering says a buyer of some trait would do ("feel more at home in", "look elsewhere"). */
export const steeringOutcomes = anyOf([
  String.raw`(?:feel|be)\s+(?:(?:more|right|much|a lot|most)\s+)*(?:at home|welcome|welcomed|comfortable|happier|happy)\b`,
  String.raw`fit (?:right )?in`,
  String.raw`stand out`,
  String.raw`look elsewhere`,
  String.raw`(?:prefer|consider|try|look at|focus on|stick to|stick with)\s+(?:(?:a|an|the|another|other|different|some)\s+)+(?:neighbou?rhoods?|areas?|communit(?:y|ies)|parts? of town|towns?|suburbs?)`,
  String.raw`better (?:off|suited) (?:in|elsewhere|with)`,
  String.raw`elsewhere`,
  String.raw`among (?:other|people|families)`,
]);
