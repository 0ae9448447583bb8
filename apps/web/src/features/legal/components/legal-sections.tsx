import { useId } from 'react';
import type { LegalSection } from '../content/types';

/** Numbered sections: `1. Title`, then its paragraphs. In a dialog the titles sit one level lower. */
export const LegalSections = ({
  sections,
  headingLevel: Heading = 'h2',
}: {
  sections: LegalSection[];
  headingLevel?: 'h2' | 'h3';
}) => {
  const idPrefix = useId();
  return (
    <ol className="space-y-7">
      {sections.map((section, index) => (
        <li key={section.title}>
          <section aria-labelledby={`${idPrefix}-${index + 1}`}>
            <Heading
              id={`${idPrefix}-${index + 1}`}
              className="text-base font-semibold text-slate-900"
            >
              <span className="tabular-nums">{index + 1}.</span> {section.title}
            </Heading>
            <div className="mt-2 space-y-3 text-sm leading-6 text-slate-700">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        </li>
      ))}
    </ol>
  );
};
