import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { serverZones } from '../../eslint.config.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const modulesDir = path.join(repoRoot, 'apps/server/src/modules');
const eslint = new ESLint({ cwd: repoRoot });

/** The restricted-path problems of `code` as if it were the file at `file` (relative to the repo). */
const restrictedIn = async (file, code) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
};

describe('server module faces (ADR 044)', () => {
  it('makes a zone for every module folder, from its folders alone', () => {
    const modules = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const guarded = serverZones
      .filter((zone) => zone.except?.includes('./index.ts'))
      .map((zone) => path.basename(zone.from));
    expect(guarded.sort()).toEqual(modules.sort());
  });

  it("reports an import of another module's internals", async () => {
    const problems = await restrictedIn(
      'apps/server/src/modules/account/probe.ts',
      "import { guardAttempt } from '../auth/lockout';\nexport const probe = guardAttempt;\n",
    );
    expect(problems).toEqual([expect.stringMatching(/auth module through its face/)]);
  });

  it("accepts an import through the module's index, and a module's own files", async () => {
    const problems = await restrictedIn(
      'apps/server/src/modules/account/probe.ts',
      "import { guardAttempt } from '../auth';\nimport { accountRoutes } from './account.routes';\nexport const probe = [guardAttempt, accountRoutes];\n",
    );
    expect(problems).toEqual([]);
  });

  it('holds the composition root and cli/ to the faces too', async () => {
    const problems = await restrictedIn(
      'apps/server/src/cli/probe.ts',
      "import { insertUser } from '../modules/recovery/recovery.queries';\nexport const probe = insertUser;\n",
    );
    expect(problems).toEqual([expect.stringMatching(/recovery module through its face/)]);
  });

  it('reports a module, platform/ or db/ file that imports the composition root', async () => {
    for (const file of [
      'apps/server/src/modules/search/probe.ts',
      'apps/server/src/platform/probe.ts',
      'apps/server/src/db/probe.ts',
    ]) {
      const problems = await restrictedIn(
        file,
        "import type { AppDeps } from '../app-deps';\nimport { buildApp } from '../app';\nexport type Probe = [AppDeps, typeof buildApp];\n".replaceAll(
          "'../",
          file.includes('/modules/') ? "'../../" : "'../",
        ),
      );
      expect(problems, file).toEqual([
        expect.stringMatching(/composition root/),
        expect.stringMatching(/composition root/),
      ]);
    }
  });
});
