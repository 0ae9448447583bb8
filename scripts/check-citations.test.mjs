import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { citationsIn, isSkipped } from './check-citations.mjs';

// The samples put each number in `${}`, so that this file's own text passes the check.
const texts = (text) => citationsIn(text).map((citation) => citation.text);

describe('citations of a tracker number', () => {
  it('flags a number cited in any of the usual ways', () => {
    for (const [text, cited] of [
      [`// See issue ${23}.`, `issue ${23}`],
      [`/** Notes on a home (issue ${23}). */`, `issue ${23}`],
      [`Issue #${7}: the fix`, `Issue #${7}`],
      [`fixed in Issue-${23}`, `Issue-${23}`],
      [`since issue ${30}'s figures`, `issue ${30}`],
      [`as the ticket ${4} said`, `ticket ${4}`],
      [`see PR #${12}`, `PR #${12}`],
      [`see GH-${12}`, `GH-${12}`],
    ])
      expect(texts(text), text).toEqual([cited]);
    expect(texts(`issues ${22} and ${23} asked`)).toEqual([`issues ${22}`]);
    expect(texts(`(issues ${10}, ${22})`)).toEqual([`issues ${10}`]);
    expect(texts(`in issues ${21}.`)).toEqual([`issues ${21}`]);
    expect(texts(` * what issues ${22}\n * and ${23} asked`)).toEqual([`issues ${22}`]);
  });

  it('passes the word in its other senses, and a full URL to another tracker', () => {
    for (const text of [
      'an issue with the cache; the issues of a schema (`error.issues[0]`)',
      "it('issues 6 digits and stores only a keyed hash of them')",
      ' * The server issues 2 tokens: an access token and a\n * refresh token.',
      ' * a code it issues 6\n * digits long',
      'the tissue 5 and reissue 3 of a form, UTS #39, RFC 5545 form #2, Unit #204',
      '// ioredis throws (https://github.com/redis/ioredis/issues/2037).',
      `[an ioredis bug](https://github.com/redis/ioredis/issues/${2037}#issue-${99})`,
      'REQ-ALERT-LIVE and ADR 021 name what a reader can open.',
    ])
      expect(texts(text), text).toEqual([]);
  });

  it('gives the line and column of each', () => {
    expect(citationsIn(`one\ntwo (issue ${5}) and issue #${6}\n`)).toEqual([
      { line: 2, column: 6, text: `issue ${5}` },
      { line: 2, column: 19, text: `issue #${6}` },
    ]);
  });

  it('leaves out installed, locked and generated files', () => {
    expect(isSkipped('node_modules/x/README.md')).toBe(true);
    expect(isSkipped('e2e/node_modules/x/index.js')).toBe(true);
    expect(isSkipped('package-lock.json')).toBe(true);
    expect(isSkipped('apps/server/drizzle/meta/0019_snapshot.json')).toBe(true);
    expect(isSkipped('apps/server/drizzle/0019_alerts_fanout_speed.sql')).toBe(false);
    expect(isSkipped('docs/decisions/021-mls-replica.md')).toBe(false);
  });
});

describe('scripts/check-citations.mjs on a repository', () => {
  const script = path.join(import.meta.dirname, 'check-citations.mjs');
  const root = mkdtempSync(path.join(tmpdir(), 'check-citations-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file, content) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  // Git run for the test's own repository, whatever repository a hook may have named.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')),
  );
  const git = (...args) => execFileSync('git', args, { cwd: root, env });
  const check = () => spawnSync('node', [script, root], { encoding: 'utf8', env });

  it('fails on a citation with its file and line, and passes once it is gone', () => {
    git('init', '-q');
    write('README.md', '# A project\n\nSee REQ-HOMES-ADD.\n');
    write('src/notes.ts', `// Notes on a home.\n/** Shared (issue ${23}). */\n`);
    write('package-lock.json', `{ "note": "issue ${1}" }\n`);
    write('photo.png', Buffer.from([0x89, 0x50, 0, 0, ...Buffer.from(` issue ${2}`)]));
    git('add', '.');
    write('untracked.md', `Left for issues ${3} and ${4}.\n`);

    const failed = check();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(`src/notes.ts:2:13: cites a tracker number ("issue ${23}")`);
    expect(failed.stderr).toContain(`untracked.md:1:10: cites a tracker number ("issues ${3}")`);
    expect(failed.stderr).toContain('2 citation(s) of a tracker number');
    expect(failed.stderr).not.toMatch(/package-lock|photo\.png|README/);

    write('src/notes.ts', '// Notes on a home.\n/** Shared (ADR 032). */\n');
    write('untracked.md', 'Left for later.\n');
    const passed = check();
    expect(passed.status, passed.stderr).toBe(0);
    expect(passed.stdout).toContain('no tracker numbers cited');
  });
});
