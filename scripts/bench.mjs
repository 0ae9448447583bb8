#!/usr/bin/env node
// `npm run bench`: every performance figure of docs/performance.md from one run on one machine.
// Usage: node scripts/bench.mjs [--smoke] [--write] [part ...]
//   --smoke  a few seconds per part, to keep the bench working (not figures to quote)
//   --write  puts the table into docs/performance.md between its bench markers
//   parts    api, mls, chat, search, replica, photos, alerts, reactions, team-performance,
//            browser (default: all)
// A report, not a test: goals that are missed are printed, and the exit code stays 0 unless a part
// could not run at all.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const write = args.includes('--write');
if (write && process.env.BENCH_LIGHTHOUSE_PAGES) {
  // The table merges by figure: some Lighthouse pages alone would drop the other pages' rows.
  console.error('--write measures every Lighthouse page: unset BENCH_LIGHTHOUSE_PAGES');
  process.exit(2);
}

const parts = [
  { name: 'api', script: 'apps/server/scripts/bench/api.ts' },
  { name: 'mls', script: 'apps/server/scripts/bench/mls.ts' },
  { name: 'chat', script: 'apps/server/scripts/bench/chat.ts' },
  { name: 'replica', script: 'apps/server/scripts/bench/replica.ts' },
  { name: 'photos', script: 'apps/server/scripts/bench/photos.ts' },
  { name: 'search', script: 'apps/server/scripts/bench/search.ts' },
  { name: 'alerts', script: 'apps/server/scripts/bench/alerts.ts' },
  { name: 'reactions', script: 'apps/server/scripts/bench/reactions.ts' },
  { name: 'team-performance', script: 'apps/server/scripts/bench/team-performance.ts' },
  // The browser part measures the web app as it is built now.
  { name: 'browser', script: 'e2e/bench/browser.ts', before: ['npm', 'run', 'build'] },
];
const chosen = args.filter((arg) => !arg.startsWith('--'));
const selected = chosen.length > 0 ? parts.filter((part) => chosen.includes(part.name)) : parts;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'rela-bench-'));
const figures = [];
const broken = [];
for (const part of selected) {
  if (!existsSync(path.join(repoRoot, part.script))) continue;
  const out = path.join(scratch, `${part.name}.json`);
  console.log(`\n== ${part.name} (${part.script})`);
  const started = Date.now();
  if (part.before) {
    const [command, ...rest] = part.before;
    if (spawnSync(command, rest, { cwd: repoRoot, stdio: 'inherit' }).status !== 0) {
      broken.push(part.name);
      continue;
    }
  }
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', part.script, '--json', out, ...(smoke ? ['--smoke'] : [])],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  console.log(`   ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0 || !existsSync(out)) {
    broken.push(part.name);
    continue;
  }
  figures.push(...JSON.parse(readFileSync(out, 'utf8')));
}
rmSync(scratch, { recursive: true, force: true });

const verdict = (met) => (met === null ? 'reported' : met ? 'met' : 'MISSED');
const cell = (text) => String(text).replaceAll('|', '\\|');
const header = ['| figure | what | measured | goal | |', '|---|---|---|---|---|'];
const rows = figures.map(
  (row) =>
    `| ${cell(row.figure)} | ${cell(row.detail)} | ${cell(row.measured)} | ${cell(row.goal)} | ${verdict(row.met)} |`,
);
const table = [...header, ...rows].join('\n');

/**
 * The written table after a run of some parts only: their figures replace the rows of the same
 * figures where those stood, and every other row stays as the last full run left it.
 */
const mergedTable = (written) => {
  const fresh = new Set(figures.map((row) => row.figure));
  const figureOf = (line) => line.split('|')[1]?.trim() ?? '';
  const kept = [];
  let placed = false;
  for (const line of written.filter((text) => text.startsWith('|')).slice(2)) {
    if (!fresh.has(figureOf(line))) kept.push(line);
    else if (!placed) {
      kept.push(...rows);
      placed = true;
    }
  }
  if (!placed) kept.push(...rows);
  return [...header, ...kept].join('\n');
};

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`\n${table}\n\n${machine}`);
if (broken.length > 0) console.error(`\nParts that could not run: ${broken.join(', ')}`);

if (write && !smoke) {
  const doc = path.join(repoRoot, 'docs/performance.md');
  const begin = '<!-- bench:begin -->';
  const end = '<!-- bench:end -->';
  const text = readFileSync(doc, 'utf8');
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md lacks ${begin} ... ${end}`);
  const date = new Date().toISOString().slice(0, 10);
  const written = text.slice(from + begin.length, to).split('\n');
  let body;
  if (selected.length === parts.length) {
    body = `Measured ${date} on ${machine}.\n\n${table}`;
  } else {
    // Only some parts ran: the stamp of the full run stays, with a line for the parts that ran.
    const command = `(\`npm run bench -- ${selected.map((part) => part.name).join(' ')}\`)`;
    const notes = written.filter(
      (line) => line.trim() !== '' && !line.startsWith('|') && !line.endsWith(`${command}.`),
    );
    const names = [...new Set(figures.map((row) => row.figure))].join(', ');
    notes.push(`The ${names} rows: measured ${date} on ${machine} ${command}.`);
    body = `${notes.join('\n\n')}\n\n${mergedTable(written)}`;
  }
  writeFileSync(doc, `${text.slice(0, from + begin.length)}\n${body}\n${text.slice(to)}`);
  // Laid out as `npm test`'s format check wants it (the table's columns padded).
  spawnSync('npx', ['prettier', '--write', doc], { cwd: repoRoot, stdio: 'ignore' });
  console.log('\nWrote the table into docs/performance.md');
}
process.exit(broken.length > 0 ? 1 : 0);
