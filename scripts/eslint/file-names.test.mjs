import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { fileNameProblem, fileNamesRule } from './file-names.mjs';

describe('file names', () => {
  it('takes kebab-case names with one known role, and tests with words before .test', () => {
    for (const name of [
      'apps/server/src/modules/auth/login.service.ts',
      'account.queries.ts',
      'dev-outbox.policy.ts',
      'buyer-homes.routes.test.ts',
      'buyer-homes.concurrency.test.ts',
      'assistant.input.fuzz.test.ts',
      'playwright.slow.config.ts',
      'chat.spec.ts',
      'property-card.tsx',
      'index.ts',
    ]) {
      expect(fileNameProblem(name), name).toBeNull();
    }
  });

  it('names what is wrong with a name', () => {
    expect(fileNameProblem('propertyCard.tsx')).toMatch(/"propertyCard" is not kebab-case/);
    expect(fileNameProblem('account.query.ts')).toMatch(/"\.query" is not a file role; use one of/);
    expect(fileNameProblem('account.routes.service.ts')).toMatch(/not a file role/);
    expect(fileNameProblem('login.Slow.test.ts')).toMatch(/"Slow" in a test's name/);
  });

  it('reports once per file through ESLint', () => {
    new RuleTester().run('file-names', fileNamesRule, {
      valid: [{ code: 'export {};', filename: 'login.routes.ts' }],
      invalid: [
        {
          code: 'export {};',
          filename: 'login_routes.ts',
          errors: [{ message: /File name: "login_routes" is not kebab-case/ }],
        },
      ],
    });
  });
});
