import { fairHousingMessages, type ReportArea, reportsMessages } from '@rela/contracts';
import type { ReportView, SectionView } from '../reports/report-view';
import { GradeBadge } from './grade-badge';
import { cx } from '../../lib/class-names';
import { keepPhonesWhole, listingQuietText } from './listing-attribution';

const text = reportsMessages;

/** What a grade or a description rests on: the listing facts, remarks and photos it read. */
const Evidence = ({ evidence }: { evidence: readonly string[] }) =>
  evidence.length === 0 ? null : (
    <div className="mt-2 text-xs text-slate-500">
      <p className="font-medium text-slate-600">{text.basedOn}</p>
      <ul className="mt-0.5 list-disc space-y-0.5 pl-4">
        {evidence.map((item) => (
          <li key={item} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );

/** Only a section that shows a photo of itself gets an image; the words carry the rest. */
const SectionImage = ({ section, className }: { section: SectionView; className: string }) =>
  section.image ? (
    <img
      src={section.image}
      alt={text.imageAlt(section.title)}
      loading="lazy"
      className={`bg-slate-100 object-cover ${className}`}
    />
  ) : null;

const NoDetail = () => <p className="text-sm text-slate-500">{text.noDetail}</p>;

const KeyArea = ({ area, section }: { area: ReportArea; section: SectionView | null }) => (
  <article className="flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
    {section ? (
      <SectionImage section={section} className="aspect-[16/9] w-full sm:aspect-[4/3]" />
    ) : null}
    <div className="flex flex-1 flex-col p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{text.areas[area]}</h4>
        {section ? <GradeBadge grade={section.grade} /> : null}
      </div>
      {section ? (
        <>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">{section.description}</p>
          <Evidence evidence={section.evidence} />
        </>
      ) : (
        <div className="mt-2">
          <NoDetail />
        </div>
      )}
    </div>
  </article>
);

const Assessment = ({ item }: { item: SectionView }) => (
  <li className="flex gap-3 py-3">
    <SectionImage section={item} className="size-16 shrink-0 rounded-lg sm:size-20" />
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h5 className="text-sm font-semibold text-slate-900">{item.title}</h5>
        <GradeBadge grade={item.grade} />
      </div>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">{item.description}</p>
      <Evidence evidence={item.evidence} />
    </div>
  </li>
);

const Heading = ({ children }: { children: string }) => (
  <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{children}</h3>
);

/** The report: property grades, the three key areas, then each area's detailed assessments. */
export const AiReportView = ({ report }: { report: ReportView }) => (
  <div className="space-y-6">
    {report.disclaimer ? (
      <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-xs leading-relaxed text-slate-600 ring-1 ring-slate-200">
        {report.disclaimer}
      </p>
    ) : null}
    <section aria-label={text.propertyGrades} className="space-y-2">
      <Heading>{text.propertyGrades}</Heading>
      {report.propertyGrades.length === 0 ? (
        <NoDetail />
      ) : (
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
          {report.propertyGrades.map(({ label, grade, basis }) => (
            <div
              key={label}
              className="grid grid-cols-[1fr_auto] items-center gap-x-2 rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200/70"
            >
              <dt className="text-sm font-medium text-slate-700">{label}</dt>
              <dd>
                <GradeBadge grade={grade} />
              </dd>
              {basis ? (
                <dd className="col-span-2 mt-1.5 text-xs leading-relaxed text-slate-500">
                  {basis}
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      )}
    </section>
    <section aria-label={text.keyAreas} className="space-y-2">
      <Heading>{text.keyAreas}</Heading>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {report.keyAreas.map(({ area, section }) => (
          <KeyArea key={area} area={area} section={section} />
        ))}
      </div>
    </section>
    <section aria-label={text.detailedAssessments} className="space-y-2">
      <Heading>{text.detailedAssessments}</Heading>
      {report.detailed === null ? (
        <p className="text-sm text-slate-500">{text.noDetailSections}</p>
      ) : (
        report.detailed.map(({ area, items }) => (
          <div key={area} className="rounded-xl px-3 ring-1 ring-slate-200 sm:px-4">
            <h4 className="pt-3 text-sm font-semibold text-slate-900">{text.areas[area]}</h4>
            {items.length === 0 ? (
              <div className="py-3">
                <NoDetail />
              </div>
            ) : (
              <ul className="divide-y divide-slate-100">
                {items.map((item) => (
                  <Assessment key={item.title} item={item} />
                ))}
              </ul>
            )}
          </div>
        ))
      )}
    </section>
    <footer className={cx('space-y-1 leading-relaxed text-pretty', listingQuietText)}>
      <p>
        <span className="font-semibold">{fairHousingMessages.machineGenerated}.</span>{' '}
        {fairHousingMessages.machineGeneratedDetail}
      </p>
      {report.credit.attribution ? <p>{keepPhonesWhole(report.credit.attribution)}</p> : null}
      {report.credit.disclaimer ? <p>{report.credit.disclaimer}</p> : null}
    </footer>
  </div>
);
