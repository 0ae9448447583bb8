import {
  type ReportArea,
  reportAreas,
  type ReportAssessment,
  type ReportFile,
  type ReportKeyArea,
  reportsMessages,
} from '@rela/contracts';
import { imageUrl } from './report-urls';

/** How a grade reads: Green good, Yellow fair, the no-information text not applicable, anything else poor. */
export type GradeTone = 'good' | 'fair' | 'poor' | 'none';

export const gradeTone = (grade: string): GradeTone => {
  if (grade === 'Green') return 'good';
  if (grade === 'Yellow') return 'fair';
  if (grade === reportsMessages.notApplicable) return 'none';
  return 'poor';
};

const words = reportsMessages.gradeWords;
export const gradeWord = (grade: string): string =>
  ({ good: words.Green, fair: words.Yellow, poor: words.Red, none: words.notApplicable })[
    gradeTone(grade)
  ];

export type SectionView = {
  title: string;
  grade: string;
  image: string | null;
  description: string;
  evidence: string[];
};

export type ReportView = {
  disclaimer: string | undefined;
  /**
   * The listing's attribution line and its MLS's disclaimer with the data's time, as the report
   * was made (REQ-DISPLAY-ATTRIBUTION): the report's foot. Absent from reports made before them.
   */
  credit: { attribution: string | null; disclaimer: string | undefined };
  generatedAt: string | undefined;
  propertyGrades: { label: string; grade: string; basis: string | undefined }[];
  keyAreas: { area: ReportArea; section: SectionView | null }[];
  /** Null when no area has a detailed assessment at all. */
  detailed: { area: ReportArea; items: SectionView[] }[] | null;
};

const sectionOf = (
  title: string,
  section: ReportKeyArea | ReportAssessment,
  urls: readonly string[],
): SectionView => ({
  title,
  grade: section.grade,
  image: imageUrl(section.image, urls),
  description: section.description,
  evidence: section.evidence ?? [],
});

/** The report as the tab shows it, images resolved to signed URLs; null when it is incomplete. */
export const toReportView = (file: ReportFile, urls: readonly string[]): ReportView | null => {
  const compiled = file.final_compiled_response;
  if (!compiled?.propertyGrades && !compiled?.keyAreas) return null;
  const text = reportsMessages;
  const grades = compiled.propertyGrades;
  const basis = compiled.propertyGradeBasis;
  const detailed = reportAreas.map((area) => ({
    area,
    items: (compiled.detailedAssessments?.[area] ?? []).map((item) =>
      sectionOf(item.name, item, urls),
    ),
  }));
  return {
    disclaimer: file.disclaimer,
    credit: { attribution: file.attribution ?? null, disclaimer: file.dataDisclaimer },
    generatedAt: file.generatedAt,
    propertyGrades: grades
      ? [
          { label: text.overall, grade: grades.overall, basis: basis?.overall },
          { label: text.cosmetic, grade: grades.cosmetic, basis: basis?.cosmetic },
          { label: text.nonCosmetic, grade: grades.nonCosmetic, basis: basis?.nonCosmetic },
        ]
      : [],
    keyAreas: reportAreas.map((area) => {
      const section = compiled.keyAreas?.[area];
      return { area, section: section ? sectionOf(text.areas[area], section, urls) : null };
    }),
    detailed: detailed.some((group) => group.items.length > 0) ? detailed : null,
  };
};
