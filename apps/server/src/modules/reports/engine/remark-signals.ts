import type { ReportGrade } from '@rela/contracts';
import type { Finding, GeneralFinding, ItemId } from './assessment';
import { mentions } from './mentions';

/**
 * What a phrase in the public remarks says about a part of the home. Within one sentence the first
 * signal that matches an item wins, so each item lists its bad news before its good news; and a
 * sentence grades only the parts it names ("a turnkey investment" names no floors).
 */
type RemarkSignal = {
  items: readonly ItemId[];
  grade: ReportGrade;
  pattern: RegExp;
  reason: string;
  /** A remark about the whole home: which of its grades it bounds (sold as-is, fixer-upper). */
  general?: GeneralFinding['bounds'];
};

const HVAC = /(?:hvac|furnace|boiler|heat pump|a\/?c|air condition(?:ing|er)|ac unit|mechanicals)/
  .source;

const signals: readonly RemarkSignal[] = [
  // The home as a whole.
  {
    items: [],
    grade: 'Red',
    general: 'both',
    pattern:
      /\b(fixer[- ]upper|needs? (?:major |extensive |significant |a lot of )?(?:work|repairs?|renovation)|gut (?:rehab|renovation|job)|investor special|handyman special|uninhabitable|not livable|fire damage)/i,
    reason: 'The remarks say the home needs major work.',
  },
  {
    items: [],
    grade: 'Yellow',
    general: 'nonCosmetic',
    pattern: /\b(sold as[- ]is|as-is|as is condition|as is, where is)\b/i,
    reason: 'Sold as-is: the seller will not make repairs, so an inspection matters all the more.',
  },
  // Roof.
  {
    items: ['roof'],
    grade: 'Red',
    pattern:
      /\b(roof (?:leaks?|is leaking|needs? (?:to be )?replac\w*|damage)|leak(?:ing|y) roof|roof at the end of its life)/i,
    reason: 'The remarks point to a roof problem.',
  },
  {
    items: ['roof'],
    grade: 'Yellow',
    pattern: /\b((?:older|original|aging|old) roof|roof is (?:older|original|aging))/i,
    reason: 'The remarks call the roof older or original.',
  },
  {
    items: ['roof'],
    grade: 'Green',
    pattern:
      /\b((?:new|newer|brand[- ]new|updated) roof|roof (?:was |has been )?(?:replaced|redone))/i,
    reason: 'The remarks mention a new or replaced roof.',
  },
  // Foundation and structure.
  {
    items: ['foundation'],
    grade: 'Red',
    pattern:
      /\b((?:foundation|structural) (?:issues?|problems?|damage|repairs? needed|needs? repair|cracks?)|crack(?:ed|s)? (?:in the )?foundation|foundation settling|sagging (?:floors?|roof|beams?))/i,
    reason: 'The remarks mention foundation or structural trouble.',
  },
  {
    items: ['foundation'],
    grade: 'Yellow',
    pattern: /\b(foundation (?:was |has been )?(?:repaired|stabilized))/i,
    reason: 'The foundation has been repaired: ask for the work and its warranty.',
  },
  {
    items: ['foundation'],
    grade: 'Green',
    pattern:
      /\b((?:solid|sound|new) foundation|foundation (?:was |has been )?(?:inspected|certified))/i,
    reason: 'The remarks describe a sound foundation.',
  },
  // Water and drainage.
  {
    items: ['water'],
    grade: 'Red',
    pattern:
      /\b(water (?:damage|intrusion|issues?|in the basement)|(?:wet|damp|flooded) basement|flood damage|has flooded|mold\b|mildew|moisture (?:issues?|problems?)|drainage (?:issues?|problems?)|standing water)/i,
    reason: 'The remarks mention water, moisture or mold.',
  },
  {
    items: ['water'],
    grade: 'Green',
    pattern: /\b(sump pump|waterproof(?:ed|ing)|dry basement|french drain|new gutters?)/i,
    reason: 'The remarks mention water protection (waterproofing, sump pump, drains).',
  },
  // Siding, paint and grounds.
  {
    items: ['exteriorFinish'],
    grade: 'Red',
    pattern: /\b(rott(?:ed|ing) (?:siding|wood|trim|deck)|siding (?:is )?(?:damaged|rotted))/i,
    reason: 'The remarks mention rot or damaged siding.',
  },
  {
    items: ['exteriorFinish'],
    grade: 'Yellow',
    pattern: /\b(needs? (?:exterior )?paint|peeling paint|overgrown|exterior (?:needs|could use))/i,
    reason: 'The remarks say the outside needs some care.',
  },
  {
    items: ['exteriorFinish'],
    grade: 'Green',
    pattern:
      /\b((?:fresh|new) exterior paint|exterior (?:was |has been )?(?:freshly )?painted|new siding|curb appeal|mature landscaping|manicured|new (?:deck|patio|fence|windows))/i,
    reason: 'The remarks describe a well-kept outside.',
  },
  // Kitchen.
  {
    items: ['kitchen'],
    grade: 'Red',
    pattern:
      /\b(kitchen needs? (?:a )?(?:complete |full )?(?:gut|remodel|replacement|to be (?:gutted|replaced)))/i,
    reason: 'The remarks say the kitchen needs replacing.',
  },
  {
    items: ['kitchen'],
    grade: 'Yellow',
    pattern:
      /\b((?:original|dated|older|vintage) kitchen|kitchen (?:is )?(?:original|dated)|kitchen\b[^.]*\b(?:vintage charm|ready for your (?:ideas|touch|updates)))/i,
    reason: 'The remarks describe an original or dated kitchen.',
  },
  {
    items: ['kitchen'],
    grade: 'Green',
    pattern:
      /\b((?:updated|renovated|remodell?ed|new|modern|chef'?s|gourmet) kitchen|kitchen (?:was |has been )?(?:updated|renovated|remodell?ed)|(?:quartz|granite) (?:counter|countertop)s?|stainless (?:steel )?appliances)/i,
    reason: 'The remarks describe an updated kitchen.',
  },
  // Bathrooms.
  {
    items: ['bathrooms'],
    grade: 'Yellow',
    pattern:
      /\b((?:original|dated|older) (?:bath|bathroom)s?|bath(?:room)?s? (?:are |is )?(?:original|dated))/i,
    reason: 'The remarks describe original or dated bathrooms.',
  },
  {
    items: ['bathrooms'],
    grade: 'Green',
    pattern:
      /\b((?:updated|renovated|remodell?ed|new|spa[- ]like) (?:primary |master )?(?:bath|bathroom)s?\b|bath(?:room)?s? (?:were |have been |was )?(?:updated|renovated|remodell?ed)|double vanity)/i,
    reason: 'The remarks describe updated bathrooms.',
  },
  // Floors, walls and finishes.
  {
    items: ['finishes'],
    grade: 'Yellow',
    pattern:
      /\b(needs? (?:some )?(?:tlc|updating|updates|cosmetic)|cosmetic (?:updates|work) needed|bring your (?:ideas|paintbrush|vision)|tlc\b|sweat equity)/i,
    reason: 'The remarks say the finishes need some updating.',
  },
  {
    items: ['finishes'],
    grade: 'Green',
    pattern:
      /\b(move[- ]in ready|turn[- ]?key|meticulously maintained|refinished (?:hardwood )?floors|new (?:flooring|carpet|floors|lighting|paint)|fresh(?:ly)? (?:interior )?paint(?:ed)?|immaculate|fully (?:renovated|remodell?ed|updated))/i,
    reason: 'The remarks describe fresh, well-kept finishes.',
  },
  // Systems.
  {
    items: ['heating', 'cooling'],
    grade: 'Red',
    pattern: new RegExp(
      `\\b(${HVAC} (?:does not|doesn't|is not|isn't|needs?) (?:work|replac)\\w*)`,
      'i',
    ),
    reason: 'The remarks say the heating or cooling needs replacing.',
  },
  {
    items: ['heating', 'cooling'],
    grade: 'Green',
    pattern: new RegExp(
      `\\b((?:new|newer|updated|replaced) (?:hvac|heat pump|mechanicals|systems)|(?:hvac|heat pump) (?:was |is |has been )?(?:new|replaced|updated))`,
      'i',
    ),
    reason: 'The remarks mention new or updated heating and cooling.',
  },
  {
    items: ['heating'],
    grade: 'Green',
    pattern:
      /\b((?:new|newer|updated|replaced) (?:furnace|boiler)|(?:furnace|boiler) (?:was |is |has been )?(?:new|replaced))/i,
    reason: 'The remarks mention a new furnace or boiler.',
  },
  {
    items: ['cooling'],
    grade: 'Green',
    pattern:
      /\b((?:new|newer|updated|replaced) (?:a\/?c|air condition(?:ing|er)|ac unit)|(?:a\/?c|air conditioning) (?:was |is |has been )?(?:new|replaced))/i,
    reason: 'The remarks mention new air conditioning.',
  },
  {
    items: ['electrical'],
    grade: 'Red',
    pattern:
      /\b(knob[- ]and[- ]tube|aluminum wiring|fuse box|federal pacific|zinsco|electrical (?:issues?|problems?))/i,
    reason: 'The remarks name wiring or a panel that inspectors flag as a hazard.',
  },
  {
    items: ['electrical'],
    grade: 'Green',
    pattern:
      /\b((?:new|updated|upgraded) (?:electrical|wiring|electric panel|panel)|rewired|200[- ]amp)/i,
    reason: 'The remarks mention updated electrical work.',
  },
  {
    items: ['plumbing'],
    grade: 'Red',
    pattern:
      /\b(polybutylene|galvanized (?:pipes|plumbing)|plumbing (?:issues?|problems?|leaks?)|sewer (?:line )?(?:issues?|problems?|backup))/i,
    reason: 'The remarks mention plumbing that inspectors flag as a problem.',
  },
  {
    items: ['plumbing'],
    grade: 'Green',
    pattern: /\b((?:new|updated) plumbing|re-?piped|pex\b|copper plumbing|new sewer line)/i,
    reason: 'The remarks mention updated plumbing.',
  },
  {
    items: ['waterHeater'],
    grade: 'Yellow',
    pattern: /\b((?:old|original) water heater)/i,
    reason: 'The remarks call the water heater old or original.',
  },
  {
    items: ['waterHeater'],
    grade: 'Green',
    pattern: /\b((?:new|newer|tankless) water heater|water heater (?:was |is )?(?:new|replaced))/i,
    reason: 'The remarks mention a new or tankless water heater.',
  },
];

/** "no foundation issues", "free of mold": a match the sentence denies says nothing bad. */
const NEGATION = /\b(no|not|never|without|free of|zero)\b[^.,;]{0,24}$/i;

const MAX_QUOTE = 180;
const quote = (sentence: string) =>
  `Remarks: "${sentence.length > MAX_QUOTE ? `${sentence.slice(0, MAX_QUOTE - 1)}…` : sentence}"`;

export const splitSentences = (remarks: string): string[] =>
  remarks
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

export type RemarkFindings = { byItem: Map<ItemId, Finding[]>; general: GeneralFinding[] };

/** The findings the public remarks support, sentence by sentence, each quoting its sentence. */
export const remarkFindings = (remarks: string | null): RemarkFindings => {
  const byItem = new Map<ItemId, Finding[]>();
  const general: GeneralFinding[] = [];
  for (const sentence of splitSentences(remarks ?? '')) {
    const decided = new Set<ItemId>();
    let generalDecided = false;
    for (const signal of signals) {
      const match = signal.pattern.exec(sentence);
      if (!match || NEGATION.test(sentence.slice(0, match.index))) continue;
      const finding: Finding = {
        grade: signal.grade,
        reason: signal.reason,
        evidence: quote(sentence),
        basis: 'remark',
      };
      if (signal.general && !generalDecided) {
        general.push({ ...finding, bounds: signal.general });
        generalDecided = true;
      }
      for (const item of signal.items) {
        if (decided.has(item) || !mentions(item, sentence)) continue;
        decided.add(item);
        byItem.set(item, [...(byItem.get(item) ?? []), finding]);
      }
    }
  }
  return { byItem, general };
};
