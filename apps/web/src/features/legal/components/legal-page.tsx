import { useEffect } from 'react';
import { Logo } from '../../../components/logo';
import { TextLink } from '../../../components/text-link';
import type { LegalSection } from '../content/types';
import { LegalSections } from './legal-sections';
import { labels } from '../../../lib/labels';

const BackToHome = () => (
  <TextLink to="/home" className="inline-flex items-center gap-1 text-sm">
    <span aria-hidden="true">←</span> {labels.backToHome}
  </TextLink>
);

/** A public legal page: h1, numbered sections and Back to Home (which sends visitors to sign-in). */
export const LegalPage = ({ title, sections }: { title: string; sections: LegalSection[] }) => {
  useEffect(() => {
    document.title = `${title} · ${labels.brand}`;
  }, [title]);
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <Logo />
          <BackToHome />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <LegalSections sections={sections} />
        </article>
      </main>
    </div>
  );
};
