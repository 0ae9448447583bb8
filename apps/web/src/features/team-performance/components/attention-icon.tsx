import type { AttentionKind } from '@rela/contracts';

/** 24-unit paths: a speech bubble, a calendar, a clock, a person. */
const paths: Record<AttentionKind, string> = {
  'unanswered-note': 'M4 5h16v11H9l-5 4V5Z',
  'unanswered-tour': 'M7 3v3m10-3v3M4 8h16M5 5h14v15H5V5Z',
  'quiet-buyer': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  'realtor-without-buyers': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0',
};

/** The kind of an attention line, drawn; its sentence says it in words. */
export const AttentionIcon = ({ kind }: { kind: AttentionKind }) => (
  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700 ring-1 ring-amber-200 ring-inset">
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-4"
    >
      <path d={paths[kind]} />
    </svg>
  </span>
);
