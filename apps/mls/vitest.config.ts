import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mls', environment: 'node', passWithNoTests: true, include: ['src/**/*.test.ts'] },
});
