import {
  type ReportArea,
  reportAreas,
  type ReportGradeValue,
  type ReportKind,
  reportsMessages,
} from '@rela/contracts';
import type { Assessment, ListingPhoto } from './engine/assessment';
import type { ReportCredit } from './report-listing';
import { itemSectionId, keyAreaSectionId, type DescribedSection } from './report-writer';

type GradeValue = ReportGradeValue;
type Section = { grade: GradeValue; image: string | null; description: string; evidence: string[] };
type Assessed = Section & { name: string };

/** The report file as Rela writes it: the shape the tab reads (REQ-AI-REPORT-SHAPE) plus its basis. */
export type CompiledReport = {
  reportKind: ReportKind;
  listingKey: string;
  generatedAt: string;
  /** The grading engine and the writer of the descriptions. */
  engine: string;
  disclaimer: string;
  /** The listing's full attribution line (REQ-DISPLAY-ATTRIBUTION); null when it names nobody. */
  attribution: string | null;
  /** The disclaimer of the listing's MLS with the time its data was obtained. */
  dataDisclaimer: string;
  final_compiled_response: {
    propertyGrades: Record<'overall' | 'cosmetic' | 'nonCosmetic', GradeValue>;
    propertyGradeBasis: Record<'overall' | 'cosmetic' | 'nonCosmetic', string>;
    keyAreas: Record<ReportArea, Section>;
    detailedAssessments: Record<ReportArea, Assessed[]>;
  };
};

export const ENGINE_NAME = 'rela-mls-grades/1';

type CompileInput = {
  assessment: Assessment;
  sections: readonly DescribedSection[];
  descriptions: Readonly<Record<string, string>>;
  /** The stored file name of a photo, or null when it could not be stored. */
  imageOf: (photo: ListingPhoto | null) => string | null;
  generatedAt: Date;
  writer: string;
  credit: ReportCredit;
};

/** Turns an assessment and its descriptions into the `MlsReport.json` file. */
export const compileReport = ({
  assessment,
  sections,
  descriptions,
  imageOf,
  generatedAt,
  writer,
  credit,
}: CompileInput): CompiledReport => {
  const byId = new Map(sections.map((section) => [section.id, section]));
  const section = (id: string, photo: ListingPhoto | null): Section => {
    const described = byId.get(id);
    return {
      grade: (described?.grade ?? reportsMessages.notApplicable) as GradeValue,
      image: imageOf(photo),
      description:
        descriptions[id] ?? described?.reasons.join(' ') ?? reportsMessages.notApplicable,
      evidence: described?.evidence ?? [],
    };
  };
  const perArea = <T>(make: (area: ReportArea) => T) =>
    Object.fromEntries(reportAreas.map((area) => [area, make(area)])) as Record<ReportArea, T>;
  const { overall, cosmetic, nonCosmetic } = assessment.propertyGrades;
  const value = (grade: typeof overall.grade): GradeValue => grade ?? reportsMessages.notApplicable;
  return {
    reportKind: 'mls',
    listingKey: assessment.listingKey,
    generatedAt: generatedAt.toISOString(),
    engine: writer === 'built-in' ? ENGINE_NAME : `${ENGINE_NAME} + ${writer}`,
    disclaimer: reportsMessages.disclaimer,
    attribution: credit.attribution,
    dataDisclaimer: credit.disclaimer,
    final_compiled_response: {
      propertyGrades: {
        overall: value(overall.grade),
        cosmetic: value(cosmetic.grade),
        nonCosmetic: value(nonCosmetic.grade),
      },
      propertyGradeBasis: {
        overall: overall.basis,
        cosmetic: cosmetic.basis,
        nonCosmetic: nonCosmetic.basis,
      },
      keyAreas: perArea((area) => section(keyAreaSectionId(area), assessment.areas[area].photo)),
      detailedAssessments: perArea((area) =>
        assessment.areas[area].items.map((item) => ({
          name: item.name,
          ...section(itemSectionId(item), item.photo),
        })),
      ),
    },
  };
};
