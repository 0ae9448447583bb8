import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mls', environment: 'node', include: ['src/**/*.test.ts'] },
});
