import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The figures of docs/reliability.md. Each suite adds its counts; `npm run reliability` sets
 * RELIABILITY_TALLY_DIR and sums the lines, a plain `vitest run` writes nothing.
 */
export type Figures = Partial<{
  requestsFuzzed: number;
  fiveHundreds: number;
  bodyLeaks: number;
  rejectedThatChangedData: number;
  crossUserCalls: number;
  crossUserLeaks: number;
  faultsInjected: number;
  writesLost: number;
  skipped: string[];
  notes: string[];
}>;

export const recordFigures = (suite: string, figures: Figures) => {
  const dir = process.env.RELIABILITY_TALLY_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, 'tally.jsonl'), `${JSON.stringify({ suite, ...figures })}\n`);
};

/** How many runs a property gets: a bounded number in the normal suite, more under `npm run reliability`. */
export const runs = (fast: number, slowFactor = 20) =>
  process.env.RELIABILITY_SLOW ? fast * slowFactor : fast;
