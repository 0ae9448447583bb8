import type { ReportArea, ReportGrade } from '@rela/contracts';

/** One photo of the listing as the MLS gives it; the caption (ShortDescription) when it has one. */
export type ListingPhoto = { url: string; order: number; caption: string | null };

/** The parts of a home the engine grades, each in one key area. */
export type ItemId =
  | 'roof'
  | 'foundation'
  | 'water'
  | 'exteriorFinish'
  | 'kitchen'
  | 'bathrooms'
  | 'finishes'
  | 'basement'
  | 'heating'
  | 'cooling'
  | 'electrical'
  | 'plumbing'
  | 'waterHeater';

/**
 * Something the listing says, and what it means for a grade. Remarks about this very part outrank
 * inferences from the home's age; a null grade is evidence that grades nothing.
 */
export type Finding = {
  grade: ReportGrade | null;
  /** A plain sentence for the reader: what was found and why it matters. */
  reason: string;
  /** Where it comes from: `YearBuilt: 1925`, `Remarks: "…"`. */
  evidence: string;
  /**
   * `remark`: a sentence of the remarks that names the part; `listed`: a listing field about the
   * part (Heating: Forced Air); `age`: what the year of construction says about it.
   */
  basis: 'remark' | 'listed' | 'age';
};

/** A remark about the whole home: it bounds the non-cosmetic grade, and the cosmetic one too when it says the home needs work throughout. */
export type GeneralFinding = Finding & { bounds: 'nonCosmetic' | 'both' };

export type ItemAssessment = {
  id: ItemId;
  area: ReportArea;
  name: string;
  cosmetic: boolean;
  /** Null when nothing in the listing grades this part. */
  grade: ReportGrade | null;
  /** The findings the grade rests on (the deciding tier only, so they never contradict it). */
  findings: Finding[];
  photo: ListingPhoto | null;
};

export type AreaAssessment = {
  area: ReportArea;
  grade: ReportGrade | null;
  items: ItemAssessment[];
  photo: ListingPhoto | null;
};

export type GradeWithBasis = { grade: ReportGrade | null; basis: string };

/** Everything the engine concluded about one listing, before descriptions are written. */
export type Assessment = {
  listingKey: string;
  propertyGrades: {
    overall: GradeWithBasis;
    cosmetic: GradeWithBasis;
    nonCosmetic: GradeWithBasis;
  };
  areas: Record<ReportArea, AreaAssessment>;
  /** Findings about the whole home (sold as-is, fixer-upper) that bound the home's grades. */
  general: GeneralFinding[];
};

const severity: Record<ReportGrade, number> = { Green: 0, Yellow: 1, Red: 2 };

/** The worst of the grades given; null when there are none. */
export const worstGrade = (grades: readonly (ReportGrade | null)[]): ReportGrade | null =>
  grades.reduce<ReportGrade | null>(
    (worst, grade) => (grade && (!worst || severity[grade] > severity[worst]) ? grade : worst),
    null,
  );
