export type LegalSection = { title: string; paragraphs: string[] };
