import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defaultDisplayRules } from '@rela/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { testEnv } from '../../../test/app';

const problemsOf = (value: string) => {
  try {
    loadConfig(testEnv({ MLS_DISPLAY_RULES: value }));
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
};

describe('MLS_DISPLAY_RULES (REQ-DISPLAY-RULES)', () => {
  it('keeps the shipped defaults when unset', () => {
    const config = loadConfig(testEnv());
    expect(config.displayRules).toBe(defaultDisplayRules);
    expect(config.displayRulesFromConfig).toBe(false);
  });

  it('reads the rules from JSON or from a file, over the defaults', async () => {
    const json = JSON.stringify({ TriangleMLS: { source: 'Triangle MLS', maxDataAgeHours: 6 } });
    expect(
      loadConfig(testEnv({ MLS_DISPLAY_RULES: json })).displayRules.byMls.TriangleMLS,
    ).toMatchObject({ source: 'Triangle MLS', maxDataAgeHours: 6, soldDataToClients: false });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rela-rules-'));
    try {
      const file = path.join(dir, 'rules.json');
      await writeFile(file, json);
      const config = loadConfig(testEnv({ MLS_DISPLAY_RULES: file }));
      expect(config.displayRules.byMls.TriangleMLS?.source).toBe('Triangle MLS');
      expect(config.displayRulesFromConfig).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stops the start with a clear line per problem', () => {
    expect(problemsOf('{"TriangleMLS": {"maxDataAgeHours": 0, "colour": "red"}}')).toEqual([
      expect.stringMatching(/^MLS_DISPLAY_RULES: TriangleMLS\.maxDataAgeHours: .*>0/),
      expect.stringMatching(/^MLS_DISPLAY_RULES: TriangleMLS: Unrecognized key: "colour"/),
    ]);
    expect(problemsOf('{not json')).toEqual([
      expect.stringMatching(/^MLS_DISPLAY_RULES: not JSON/),
    ]);
    expect(problemsOf('no/such/rules.json')).toEqual([
      expect.stringMatching(/^MLS_DISPLAY_RULES: cannot read no\/such\/rules\.json/),
    ]);
  });
});
