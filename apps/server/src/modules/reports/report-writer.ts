import { type ReportArea, reportsMessages } from '@rela/contracts';
import type { Assessment, ItemAssessment } from './engine/assessment';

const words = reportsMessages.gradeWords;

/** One section a description is written for: its grade and the evidence it rests on. */
export type DescribedSection = {
  id: string;
  title: string;
  /** Green, Yellow, Red, or the no-information text. */
  grade: string;
  reasons: string[];
  evidence: string[];
};

/**
 * Writes the descriptions of a report's sections from the same evidence the grades rest on. The
 * built-in writer phrases the findings; an LLM writer may word them better. Grades never change.
 */
export type ReportWriter = {
  /** Recorded in the report (`engine`). */
  name: string;
  /** A description per section id; sections it leaves out keep the built-in text. */
  describe: (input: {
    address: string;
    sections: DescribedSection[];
  }) => Promise<Record<string, string>>;
};

export const keyAreaSectionId = (area: ReportArea) => `keyAreas.${area}`;
export const itemSectionId = (item: Pick<ItemAssessment, 'area' | 'id'>) =>
  `detailed.${item.area}.${item.id}`;

const unique = (values: readonly string[]) => [...new Set(values)];
const gradeText = (grade: ItemAssessment['grade']) => grade ?? reportsMessages.notApplicable;

/** The sections of an assessment, with their built-in reasons (key areas first, then each part). */
export const describedSections = (assessment: Assessment): DescribedSection[] =>
  Object.values(assessment.areas).flatMap((area) => {
    const graded = area.items.filter((item) => item.grade);
    const parts = graded.map((item) => `${item.name}: ${words[item.grade ?? 'Red'].toLowerCase()}`);
    const [only] = graded;
    const areaReasons = !area.grade
      ? [reportsMessages.notApplicable]
      : only && graded.length === 1
        ? [
            `${parts.join('')}.`,
            ...only.findings
              .filter((f) => f.grade)
              .map((f) => f.reason)
              .slice(0, 1),
          ]
        : [`${parts.join('; ')}.`, 'The weakest part sets the grade.'];
    return [
      {
        id: keyAreaSectionId(area.area),
        title: reportsMessages.areas[area.area],
        grade: gradeText(area.grade),
        reasons: areaReasons,
        evidence: unique(
          area.items.flatMap((item) => item.findings.map((finding) => finding.evidence)),
        ),
      },
      ...area.items.map((item) => ({
        id: itemSectionId(item),
        title: item.name,
        grade: gradeText(item.grade),
        reasons: unique([
          ...item.findings.map((finding) => finding.reason),
          ...(item.grade ? [] : [reportsMessages.notApplicable]),
        ]),
        evidence: unique(item.findings.map((finding) => finding.evidence)),
      })),
    ];
  });

/** The built-in descriptions: the findings' reasons, in order. */
export const builtInDescriptions = (
  sections: readonly DescribedSection[],
): Record<string, string> =>
  Object.fromEntries(sections.map((section) => [section.id, section.reasons.join(' ')]));

export const builtInWriter: ReportWriter = {
  name: 'built-in',
  describe: async ({ sections }) => builtInDescriptions(sections),
};
