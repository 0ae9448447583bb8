export const reportsMessages = {
  fetchFailed: 'Failed to fetch property report',
  timeout: 'Request for property report timed out.',
  absent: 'No AI Analysis available for this property.',
  incomplete: 'AI Analysis data is incomplete. Please try again later.',
  requestFailed: 'Failed to request AI Analysis generation. Please try again later.',
  requestError: 'An error occurred while requesting AI Analysis. Please try again later.',
  notApplicable: 'No information was found to evaluate this section.',
  noDetailSections: 'No detailed exterior/interior/system assessments available for this property',
  noDetail: 'No information available.',
  /** The AI Report tab's own words (REQ-AI-REPORT-TAB). */
  requested:
    'AI Analysis generation requested. It usually takes 3-5 minutes; the report appears here when it is ready.',
  request: 'Request AI Report',
  requesting: 'Requesting...',
  loading: 'Loading AI Analysis...',
  disclaimer:
    'This report is made by software from the MLS listing: its facts, its remarks and its photos. It is not a home inspection or an appraisal. Have a licensed inspector check the home before you buy.',
  propertyGrades: 'Property grades',
  overall: 'Overall',
  cosmetic: 'Cosmetic',
  nonCosmetic: 'Non-cosmetic',
  keyAreas: 'Key areas',
  detailedAssessments: 'Detailed assessments',
  areas: { exterior: 'Exterior', interior: 'Interior', systems: 'Systems' },
  basedOn: 'Based on',
  /** Green is good, Yellow is fair, anything else poor; `notApplicable` above is not applicable. */
  gradeWords: { Green: 'Good', Yellow: 'Fair', Red: 'Poor', notApplicable: 'Not applicable' },
  imageAlt: (section: string) => `Photo for ${section}`,
  /** The server's answers. */
  generationRequested: 'Report generation requested.',
  linkRefused: 'This report link is not valid or has expired.',
} as const;
