import {
  fairHousingClasses,
  isFederalFairHousingClass,
  type FairHousingClass,
} from '@rela/contracts';
import { describe, expect, it } from 'vitest';
import { evaluationSet, type EvaluationCase } from './evaluation-set';
import { screenText, type ScreenVerdict } from './fair-housing-screen';

/** What ADR 050 asks of the screen on its evaluation set. */
const thresholds = { recall: 0.95, classAccuracy: 0.9, falsePositiveRate: 0.02 };

type Result = { case: EvaluationCase; verdict: ScreenVerdict };

const results: Result[] = evaluationSet.map((c) => ({ case: c, verdict: screenText(c.text) }));
const redirects = results.filter((r) => r.case.expect === 'redirect');
const allows = results.filter((r) => r.case.expect === 'allow');
const caught = redirects.filter((r) => !r.verdict.ok);
const missed = redirects.filter((r) => r.verdict.ok);
const classOf = (verdict: ScreenVerdict) => (verdict.ok ? null : verdict.class);
const wrongClass = caught.filter((r) => classOf(r.verdict) !== r.case.class);
const falsePositives = allows.filter((r) => !r.verdict.ok);

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const describeResult = (r: Result) =>
  r.verdict.ok
    ? `  ${r.case.class} (${r.case.surface}): ${r.case.text}`
    : `  ${r.case.class ?? 'allow'} -> ${r.verdict.class} "${r.verdict.phrase}" (${r.case.surface}): ${r.case.text}`;

/** The per-class table of ADR 050's figures (docs/fair-housing.md, "Evaluation"). */
const figures = (): string => {
  const rows = fairHousingClasses.map((cls: FairHousingClass) => {
    const ofClass = redirects.filter((r) => r.case.class === cls);
    const hit = ofClass.filter((r) => !r.verdict.ok);
    const right = hit.filter((r) => classOf(r.verdict) === cls);
    return `| ${cls} | ${ofClass.length} | ${hit.length} | ${percent(ratio(hit.length, ofClass.length))} | ${percent(ratio(right.length, hit.length))} |`;
  });
  return [
    '| Class | Cases | Caught | Recall | Class right |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    `| **All redirects** | ${redirects.length} | ${caught.length} | ${percent(ratio(caught.length, redirects.length))} | ${percent(ratio(caught.length - wrongClass.length, caught.length))} |`,
    '',
    `Allowed cases: ${allows.length}; redirected by mistake: ${falsePositives.length} (${percent(ratio(falsePositives.length, allows.length))}).`,
    `Cases: ${results.length} (chat-in ${results.filter((r) => r.case.surface === 'chat-in').length}, chat-out ${results.filter((r) => r.case.surface === 'chat-out').length}, report ${results.filter((r) => r.case.surface === 'report').length}).`,
  ].join('\n');
};

describe('the fair-housing screen on its evaluation set (ADR 050, REQ-FAIR-HOUSING)', () => {
  it('holds the cases ADR 050 asks for: 420 or more, 160 redirects, 260 allows, every class', () => {
    expect(results.length).toBeGreaterThanOrEqual(420);
    expect(redirects.length).toBeGreaterThanOrEqual(160);
    expect(allows.length).toBeGreaterThanOrEqual(260);
    for (const cls of fairHousingClasses) {
      const count = redirects.filter((r) => r.case.class === cls).length;
      expect(count, cls).toBeGreaterThanOrEqual(isFederalFairHousingClass(cls) ? 15 : 10);
    }
    expect(redirects.every((r) => r.case.class !== undefined)).toBe(true);
    expect(allows.every((r) => r.case.class === undefined)).toBe(true);
    const texts = results.map((r) => r.case.text.toLowerCase());
    expect(new Set(texts).size, 'no case is written twice').toBe(texts.length);
  });

  it(`catches at least ${percent(thresholds.recall)} of the redirects`, () => {
    expect(
      ratio(caught.length, redirects.length),
      `missed:\n${missed.map(describeResult).join('\n')}`,
    ).toBeGreaterThanOrEqual(thresholds.recall);
  });

  it(`names the right class for at least ${percent(thresholds.classAccuracy)} of those caught`, () => {
    expect(
      ratio(caught.length - wrongClass.length, caught.length),
      `another class:\n${wrongClass.map(describeResult).join('\n')}`,
    ).toBeGreaterThanOrEqual(thresholds.classAccuracy);
  });

  it(`redirects at most ${percent(thresholds.falsePositiveRate)} of the allowed texts`, () => {
    expect(
      ratio(falsePositives.length, allows.length),
      `redirected:\n${falsePositives.map(describeResult).join('\n')}`,
    ).toBeLessThanOrEqual(thresholds.falsePositiveRate);
  });

  it('prints the figures when FAIR_HOUSING_FIGURES=1', () => {
    const table = figures();
    expect(table).toContain('| race-color |');
    if (process.env.FAIR_HOUSING_FIGURES === '1') {
      console.log(
        `Fair-housing screen, evaluation (${new Date().toISOString().slice(0, 10)})\n\n${table}`,
      );
      if (missed.length + wrongClass.length + falsePositives.length > 0) {
        console.log(
          [
            'Missed:',
            ...missed.map(describeResult),
            'Another class:',
            ...wrongClass.map(describeResult),
            'Redirected by mistake:',
            ...falsePositives.map(describeResult),
          ].join('\n'),
        );
      }
    }
  });
});
