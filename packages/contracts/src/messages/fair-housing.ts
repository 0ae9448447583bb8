import type { FairHousingClass, FairHousingSurface } from '../rules/fair-housing';

/** Fair housing's texts (ADR 050, REQ-FAIR-HOUSING): Rela's redirect, the disclosures, the audit. */
export const fairHousingMessages = {
  /** Rela's answer to a turn that asks to choose or describe homes or places by who lives there. */
  redirect:
    "I can't help choose homes or neighborhoods by who lives there: fair housing law protects everyone's right to live where they choose. I can help with price, size, commute, the schools named in a listing, and features like a yard, a garage or step-free access.",
  /** What replaces an answer that failed the check (never shown itself). */
  answerReplaced:
    "I can't describe homes or neighborhoods by who lives there. Ask me about a home's price, size, features, or the schools named in its listing.",
  /** What replaces an AI condition report's text that failed the check. */
  reportReplaced:
    'Part of this report was withheld because it described the people of the area rather than the home. The rest of the report is about the home itself.',
  /** The mark on Rela's answers and on the AI report. */
  machineGenerated: 'Written by AI',
  chatCaption: 'Answers are written by AI and checked for fair housing.',
  machineGeneratedDetail:
    'Rela and the AI condition report are automated. They are checked so that they never steer by race, religion, family status, disability or any other protected characteristic.',
  /** "What my realtor can see" (My Account) and the invitation page's list. */
  screeningDisclosure:
    'What you ask Rela, and what it answers, is checked for fair housing: a request to choose homes by who lives there is declined, and recorded for your company.',
  /** The owner's page. */
  auditTitle: 'Fair housing',
  auditIntro:
    'Every chat request Rela declined and every answer or report it replaced because it chose or described homes by a protected characteristic. Entries are kept two years.',
  auditEmpty: 'Nothing has been declined or replaced in this period.',
  auditLoadFailed: 'The fair housing log could not be loaded. Please try again.',
  auditCsv: 'Download CSV',
  auditMore: 'Show more',
  /** 400: a `before` the server did not give. */
  badCursor: 'Page from an entry of this log.',
  /** 400: `from` after `to`. */
  badRange: 'The start date must be on or before the end date.',
  auditDeletedUser: 'Deleted user',
  filterFrom: 'From',
  filterTo: 'To',
  filterClass: 'Characteristic',
  filterSurface: 'Where',
  filterAll: 'All',
  columns: { at: 'When', surface: 'Where', class: 'Characteristic', user: 'User', excerpt: 'Text' },
  surfaces: {
    'chat-in': 'Chat request',
    'chat-out': 'Rela answer',
    report: 'AI report',
  } satisfies Record<FairHousingSurface, string>,
  classes: {
    'race-color': 'Race or color',
    'national-origin': 'National origin',
    religion: 'Religion',
    sex: 'Sex, sexual orientation or gender identity',
    disability: 'Disability',
    'familial-status': 'Familial status',
    age: 'Age',
    'marital-status': 'Marital status',
    'source-of-income': 'Source of income',
    'military-status': 'Military or veteran status',
  } satisfies Record<FairHousingClass, string>,
} as const;
