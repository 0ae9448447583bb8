/** Which pieces one process runs (docs/architecture.md). */
export const serveModes = ['all', 'api', 'assistant', 'worker'] as const;
export type ServeMode = (typeof serveModes)[number];

export class ServeModeError extends Error {
  override name = 'ServeModeError';
}

const isServeMode = (value: string): value is ServeMode =>
  (serveModes as readonly string[]).includes(value);

/** Reads `--serve <mode>` or `--serve=<mode>` from the arguments; `all` when absent. */
export const parseServeMode = (argv: readonly string[]): ServeMode => {
  const index = argv.findIndex((arg) => arg === '--serve' || arg.startsWith('--serve='));
  if (index < 0) return 'all';
  const arg = argv[index] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  if (value === undefined || !isServeMode(value)) {
    throw new ServeModeError(
      `--serve must be one of: ${serveModes.join(', ')} (got ${value ?? 'nothing'})`,
    );
  }
  return value;
};

/** PGlite is one process's database: running the pieces apart needs PostgreSQL. */
export const checkServeModeForDatabase = (mode: ServeMode, databaseUrl: string | undefined) => {
  if (mode !== 'all' && !databaseUrl) {
    throw new ServeModeError(
      `--serve ${mode} needs PostgreSQL (DATABASE_URL): the embedded PGlite database runs in one process only, so use --serve all with it.`,
    );
  }
};

export const servesApi = (mode: ServeMode) => mode === 'all' || mode === 'api';
export const servesAssistant = (mode: ServeMode) => mode === 'all' || mode === 'assistant';
export const runsWorker = (mode: ServeMode) => mode === 'all' || mode === 'worker';
