import type { Config } from './config';
import { devOutboxDecision, type DevOutboxConfig } from './modules/dev-outbox';
import { servesApi, type ServeMode } from './platform/http/serve-mode';

type BannerConfig = DevOutboxConfig &
  Pick<Config, 'publicUrl' | 'seedDemo' | 'DEMO_PASSWORD' | 'apiDocs'>;

/** "owner, lead, realtor, buyer or buyer2" */
const oneOf = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** The outbox's URL where it is served, else why not. */
const outboxRow = (config: BannerConfig, url: string): string => {
  const outbox = devOutboxDecision(config);
  if (!outbox.served) return `not served: ${outbox.reason}`;
  return `${url}/dev/outbox${config.SMTP_URL ? '' : '  (e-mails and texts are kept there, not sent)'}`;
};

/**
 * What `npm start` prints once the server listens: where Rela is, who to sign in as and with which
 * password (only with the demo seed), and where the e-mails go: the outbox page, or why it is not served.
 */
export const startupBanner = (
  config: BannerConfig,
  serve: ServeMode,
  demoUsernames: readonly string[],
): string => {
  const url = config.publicUrl;
  const rows: [string, string][] = [];
  if (config.seedDemo && demoUsernames.length > 0)
    rows.push(['Sign in as', oneOf(demoUsernames)], ['Password', config.DEMO_PASSWORD]);
  if (servesApi(serve)) rows.push(['Outbox', outboxRow(config, url)]);
  if (config.apiDocs) rows.push(['API docs', `${url}/api/docs`]);
  const width = Math.max(...rows.map(([label]) => label.length)) + 3;
  return [
    '',
    `  Rela${serve === 'all' ? '' : ` (${serve})`} is running at ${url}`,
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}${value}`),
    '',
    '  Press Ctrl+C to stop.',
    '',
    '',
  ].join('\n');
};
