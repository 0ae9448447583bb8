import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupBanner } from './startup-banner';

const demoUsernames = ['owner', 'lead', 'realtor', 'buyer', 'buyer2'];
const configOf = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000', ...env });

describe('the startup banner', () => {
  it('names the URL, the demo users and their password, and the outbox', () => {
    const banner = startupBanner(configOf({ SEED_DEMO: 'true' }), 'all', demoUsernames);
    expect(banner).toContain('Rela is running at http://localhost:3000');
    expect(banner).toContain('owner, lead, realtor, buyer or buyer2');
    expect(banner).toContain('Rela-demo-2026!');
    expect(banner).toContain(
      'http://localhost:3000/dev/outbox  (e-mails and texts are kept there, not sent)',
    );
  });

  it('leaves out the demo users and password without the demo seed', () => {
    const banner = startupBanner(configOf({ SEED_DEMO: 'false' }), 'all', demoUsernames);
    expect(banner).not.toContain('owner, lead');
    expect(banner).not.toContain('Rela-demo-2026!');
    expect(banner).not.toContain('Password');
  });

  it('says nothing of messages kept in the outbox when SMTP_URL sends them', () => {
    const banner = startupBanner(
      configOf({ SEED_DEMO: 'false', SMTP_URL: 'smtp://mail.example:587', DEV_OUTBOX: 'true' }),
      'all',
      demoUsernames,
    );
    expect(banner).toContain('http://localhost:3000/dev/outbox\n');
    expect(banner).not.toContain('kept there');
  });

  it.each([
    [{ HOST: '0.0.0.0' }, 'not served: HOST=0.0.0.0 is not loopback (DEV_OUTBOX=true serves it)'],
    [
      { SMTP_URL: 'smtp://mail.example:587' },
      'not served: SMTP_URL sends the e-mails (DEV_OUTBOX=true serves it)',
    ],
    [{ DEV_OUTBOX: 'false' }, 'not served: DEV_OUTBOX=false'],
  ])('with %j says why the outbox is not served', (env, row) => {
    const banner = startupBanner(configOf({ SEED_DEMO: 'false', ...env }), 'all', demoUsernames);
    const outbox = banner.split('\n').find((line) => line.trimStart().startsWith('Outbox '));
    expect(outbox?.replace(/^\s*Outbox\s+/, '')).toBe(row);
    expect(banner).not.toContain('/dev/outbox');
  });

  it('names the outbox only where its page is served', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'production-secret-0123456789abcdefghij',
      PUBLIC_URL: 'https://rela.example',
    });
    expect(startupBanner(production, 'all', demoUsernames)).toContain(
      'not served: never in production',
    );
    const assistant = startupBanner(configOf({ SEED_DEMO: 'false' }), 'assistant', []);
    expect(assistant).toContain('Rela (assistant) is running at http://localhost:3000');
    expect(assistant).not.toContain('/dev/outbox');
  });

  it('names the API docs only where they are served (API_DOCS, off by default in production)', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'production-secret-0123456789abcdefghij',
      PUBLIC_URL: 'https://rela.example',
    };
    expect(startupBanner(loadConfig(production), 'all', [])).not.toContain('/api/docs');
    expect(startupBanner(loadConfig({ ...production, API_DOCS: 'true' }), 'all', [])).toContain(
      'https://rela.example/api/docs',
    );
    expect(startupBanner(configOf({ API_DOCS: 'false' }), 'all', [])).not.toContain('/api/docs');
  });
});
