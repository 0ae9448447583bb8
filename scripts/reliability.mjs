#!/usr/bin/env node
// `npm run reliability`: every figure of docs/reliability.md from one run on one machine.
// Usage: node scripts/reliability.mjs [--fast] [--write] [part ...]
//   --fast   the normal suite's number of fuzz runs (a smoke run, not figures to quote)
//   --write  puts the figures into docs/reliability.md between its reliability markers
//   parts    suites (fuzzer, matrix, faults), instances (two API instances, a worker), audit
//            (default: all)
// Needs PostgreSQL and Redis: RELIABILITY_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// and RELIABILITY_REDIS_URL (default redis://127.0.0.1:6379/9). Exits 1 when a check fails;
// `npm audit` findings are reported, never a failure (advisories appear after a change).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const fast = args.includes('--fast');
const write = args.includes('--write');
const chosen = args.filter((arg) => !arg.startsWith('--'));
const wants = (part) => chosen.length === 0 || chosen.includes(part);
const databaseUrl =
  process.env.RELIABILITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'rela-reliability-'));
const failed = [];

const run = (name, command, commandArgs, env = {}) => {
  console.log(`\n== ${name}: ${[command, ...commandArgs].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(`   ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) failed.push(name);
};

const tallyDir = path.join(scratch, 'tally');
if (wants('suites')) {
  run(
    'fuzzer, matrix and faults',
    'npx',
    ['vitest', 'run', '--config', 'apps/server/test/reliability/vitest.slow.config.ts'],
    {
      RELIABILITY_TALLY_DIR: tallyDir,
      DATABASE_URL: databaseUrl,
      ...(fast ? {} : { RELIABILITY_SLOW: '1' }),
    },
  );
}

const instancesJson = path.join(scratch, 'instances.json');
if (wants('instances')) {
  run('two API instances and a worker', process.execPath, [
    '--import',
    'tsx',
    'scripts/reliability/multi-instance.ts',
    '--json',
    instancesJson,
  ]);
}

/** `npm audit` of what ships (no dev dependencies): reported, never failing the run. */
const audit = () => {
  if (!wants('audit')) return undefined;
  console.log('\n== npm audit --omit=dev');
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  try {
    const report = JSON.parse(result.stdout);
    if (report.metadata?.vulnerabilities) {
      const counts = report.metadata.vulnerabilities;
      const advisories = Object.values(report.vulnerabilities ?? {}).map(
        (v) => `${v.name} (${v.severity}${v.fixAvailable ? ', fix available' : ''})`,
      );
      return { ran: true, total: counts.total ?? advisories.length, advisories };
    }
    return { ran: false, reason: report.message ?? 'no audit report' };
  } catch {
    return { ran: false, reason: (result.stderr || result.stdout || '').trim().split('\n')[0] };
  }
};
const audited = audit();

const suites = existsSync(path.join(tallyDir, 'tally.jsonl'))
  ? readFileSync(path.join(tallyDir, 'tally.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
const instances = existsSync(instancesJson)
  ? JSON.parse(readFileSync(instancesJson, 'utf8')).checks
  : [];
rmSync(scratch, { recursive: true, force: true });

const sum = (field, pattern = /./) =>
  suites.filter((s) => pattern.test(s.suite)).reduce((total, s) => total + (s[field] ?? 0), 0);
const rows = [
  ['requests fuzzed (both APIs, PGlite and PostgreSQL)', sum('requestsFuzzed', /^fuzz/)],
  ['fuzzed requests answered 5xx', sum('fiveHundreds', /^fuzz/)],
  ['fuzzed answers with a stack trace, SQL or a secret', sum('bodyLeaks', /^fuzz/)],
  ['fuzzed refusals that changed a table', sum('rejectedThatChangedData', /^fuzz/)],
  ['cross-user calls tried (role × call × relation, lists, public calls)', sum('crossUserCalls')],
  ['cross-user leaks, and answers not the policy’s', sum('crossUserLeaks')],
  ['faults injected', sum('faultsInjected')],
  ['faults: acknowledged writes lost, requests cut, e-mails lost', sum('writesLost')],
  ['faults: 5xx other than 503', sum('fiveHundreds', /^fault/)],
  [
    'multi-instance checks passed',
    `${instances.filter((c) => c.status === 'passed').length} of ${instances.length}` +
      (instances.some((c) => c.status === 'skipped')
        ? ` (${instances.filter((c) => c.status === 'skipped').length} skipped)`
        : ''),
  ],
  [
    'npm audit --omit=dev',
    audited === undefined
      ? 'not run'
      : audited.ran
        ? `${audited.total} advisories${audited.advisories.length ? `: ${audited.advisories.join(', ')}` : ''}`
        : `could not run: ${audited.reason}`,
  ],
];
const cell = (text) => String(text).replaceAll('|', '\\|');
const table = [
  '| figure | value |',
  '|---|---|',
  ...rows.map(([a, b]) => `| ${cell(a)} | ${cell(b)} |`),
];
const details = [
  ...suites.map((s) => `- **${s.suite}**: ${(s.notes ?? []).join('; ')}`),
  ...instances.map((c) => `- **${c.name}** (${c.status}): ${c.detail}`),
];
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`;
const text = `${table.join('\n')}\n\n${details.join('\n')}`;
console.log(`\n${text}\n\n${machine}`);
if (failed.length > 0) console.error(`\nFailed: ${failed.join(', ')}`);

if (write && !fast) {
  const doc = path.join(repoRoot, 'docs/reliability.md');
  const begin = '<!-- reliability:begin -->';
  const end = '<!-- reliability:end -->';
  const current = readFileSync(doc, 'utf8');
  const from = current.indexOf(begin);
  const to = current.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/reliability.md lacks ${begin} ... ${end}`);
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}${failed.length ? ` (FAILED: ${failed.join(', ')})` : ''}.`;
  writeFileSync(
    doc,
    `${current.slice(0, from + begin.length)}\n${stamp}\n\n${text}\n${current.slice(to)}`,
  );
  // The table as prettier writes it, so the doc stays format-clean.
  spawnSync('npx', ['prettier', '--write', 'docs/reliability.md'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  console.log('\nWrote the figures into docs/reliability.md');
}
process.exit(failed.length > 0 ? 1 : 0);
