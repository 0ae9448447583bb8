import {
  type RawProperty,
  type ReportArea,
  reportAreas,
  type ReportGrade,
  reportsMessages,
} from '@rela/contracts';
import {
  worstGrade,
  type AreaAssessment,
  type Assessment,
  type Finding,
  type GradeWithBasis,
  type ItemAssessment,
  type ListingPhoto,
} from './assessment';
import { factFindings } from './fact-signals';
import { areaPhotos, itemSpecs, type ItemSpec } from './items';
import { coverPhoto, pickPhoto } from './photos';
import { remarkFindings } from './remark-signals';

const words = reportsMessages.gradeWords;
const noInformation = reportsMessages.notApplicable;

/**
 * Remarks about this very part outrank what the home's age suggests: a 1925 house with a new roof
 * has a good roof. The findings shown are the deciding tier's, so they never contradict the grade.
 */
const decide = (
  findings: readonly Finding[],
): { grade: ReportGrade | null; findings: Finding[] } => {
  const specific = findings.filter((finding) => finding.basis === 'remark' && finding.grade);
  if (specific.length === 0)
    return { grade: worstGrade(findings.map((finding) => finding.grade)), findings: [...findings] };
  // The facts that only name the part (Heating: Forced Air) stay beside the remarks.
  const context = findings.filter(
    (finding) => finding.basis === 'listed' && finding.grade === null,
  );
  return {
    grade: worstGrade(specific.map((finding) => finding.grade)),
    findings: [...context, ...specific],
  };
};

const assessItem = (
  spec: ItemSpec,
  findings: readonly Finding[],
  photos: readonly ListingPhoto[],
): ItemAssessment => {
  const decided = decide(findings);
  return {
    id: spec.id,
    area: spec.area,
    name: spec.name,
    cosmetic: spec.cosmetic,
    grade: decided.grade,
    findings: decided.findings,
    photo: pickPhoto(photos, spec.photos),
  };
};

const gradeList = (items: readonly ItemAssessment[]) =>
  items
    .filter((item) => item.grade)
    .map((item) => `${item.name.toLowerCase()} ${words[item.grade ?? 'Red'].toLowerCase()}`)
    .join(', ');

const summarise = (
  items: readonly ItemAssessment[],
  extra: readonly Finding[] = [],
): GradeWithBasis => {
  const grade = worstGrade([
    ...items.map((item) => item.grade),
    ...extra.map((finding) => finding.grade),
  ]);
  if (!grade) return { grade: null, basis: noInformation };
  const parts = [
    gradeList(items),
    ...extra.map((finding) => finding.reason.replace(/\.$/, '')),
  ].filter(Boolean);
  return { grade, basis: `Set by the weakest graded part: ${parts.join('; ')}.` };
};

/**
 * Cosmetic findings alone never make a home poor: the overall grade is Red only when something
 * non-cosmetic is, Green only when everything graded is, and Yellow in between.
 */
const overallOf = (cosmetic: GradeWithBasis, nonCosmetic: GradeWithBasis): GradeWithBasis => {
  const graded = [cosmetic.grade, nonCosmetic.grade].filter(
    (grade): grade is ReportGrade => grade !== null,
  );
  if (graded.length === 0) return { grade: null, basis: noInformation };
  if (nonCosmetic.grade === 'Red')
    return {
      grade: 'Red',
      basis: 'Poor because a non-cosmetic part (structure, water, roof or systems) is graded poor.',
    };
  if (graded.every((grade) => grade === 'Green'))
    return { grade: 'Green', basis: 'Good because every graded part is good.' };
  return {
    grade: 'Yellow',
    basis: 'Fair: some parts are fair, or only cosmetic parts are poor, which updating can fix.',
  };
};

const assessArea = (
  area: ReportArea,
  items: readonly ItemAssessment[],
  photos: readonly ListingPhoto[],
): AreaAssessment => {
  const own = items.filter((item) => item.area === area);
  const photo =
    pickPhoto(photos, areaPhotos[area]) ??
    (area === 'exterior' && photos.every((candidate) => !candidate.caption)
      ? coverPhoto(photos)
      : null);
  return { area, grade: worstGrade(own.map((item) => item.grade)), items: own, photo };
};

/**
 * The built-in grading engine: MLS facts and public remarks in, a grade per part, per key area and
 * for the home, each with the evidence it rests on. Nothing in the listing, no grade.
 */
export const gradeListing = (
  listing: RawProperty,
  photos: readonly ListingPhoto[],
  now: Date,
): Assessment => {
  const fromFacts = factFindings(listing, now.getUTCFullYear());
  const fromRemarks = remarkFindings(listing.PublicRemarks);
  const items = itemSpecs
    .map((spec) =>
      assessItem(
        spec,
        [...(fromRemarks.byItem.get(spec.id) ?? []), ...(fromFacts.get(spec.id) ?? [])],
        photos,
      ),
    )
    .filter((item) => item.findings.length > 0);
  const areas = Object.fromEntries(
    reportAreas.map((area) => [area, assessArea(area, items, photos)]),
  ) as Record<ReportArea, AreaAssessment>;
  const { general } = fromRemarks;
  const cosmetic = summarise(
    items.filter((item) => item.cosmetic),
    general.filter((finding) => finding.bounds === 'both'),
  );
  const nonCosmetic = summarise(
    items.filter((item) => !item.cosmetic),
    general,
  );
  return {
    listingKey: listing.ListingKey,
    propertyGrades: { overall: overallOf(cosmetic, nonCosmetic), cosmetic, nonCosmetic },
    areas,
    general,
  };
};
