/**
 * The browser figures of `npm run bench`, against a private product on the embedded stack:
 * JavaScript per route (gzipped), time from navigation to the buyer's cards with photos, and
 * Lighthouse on `/auth/login`, `/home` (buyer) and `/account`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { messages } from '@rela/contracts';
import {
  emitFigures,
  isSmoke,
  ms,
  summarise,
  type Figure,
} from '../../apps/server/scripts/bench/figures';
import { chromiumArgs, findChromium } from '../find-browser.mjs';
import { DEMO_PASSWORD } from '../support/demo-users';
import { privateProduct } from '../support/spawn-product';

const smoke = isSmoke();
const DEBUG_PORT = 9333;
const product = privateProduct(3200);
const base = product.baseURL;
const KB = 1024;

/** Signs `username` in through the form, unless the context is signed in already. */
const signIn = async (context: BrowserContext, username: string) => {
  const page = await context.newPage();
  await page.goto(`${base}/auth/login`);
  const form = page.getByLabel(messages.ui.signIn.username, { exact: true });
  await Promise.race([form.waitFor(), page.waitForURL(/\/home$/)]);
  if (page.url().endsWith('/home')) {
    // Signed in already (the same user's earlier page).
    await page.close();
    return;
  }
  await page.getByLabel(messages.ui.signIn.username, { exact: true }).fill(username);
  await page.getByLabel(messages.ui.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(messages.ui.signIn.rememberMe, { exact: true }).check();
  await page.getByRole('button', { name: messages.ui.signIn.submit, exact: true }).click();
  await page.waitForURL(/\/home$/);
  await page.close();
};

/** Sum of the gzipped JavaScript a fresh visit to `path` loads (the route's own and shared). */
const javascriptOf = async (browser: Browser, path: string, username?: string) => {
  const context = await browser.newContext();
  if (username) await signIn(context, username);
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .body()
      .then((body) => sizes.set(response.url(), gzipSync(body).length))
      .catch(() => undefined);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  return [...sizes.values()].reduce((sum, size) => sum + size, 0);
};

const routes = [
  { path: '/auth/login', as: undefined, budget: 120 },
  { path: '/register/invite', as: undefined, budget: 200 },
  { path: '/terms-of-service', as: undefined, budget: 200 },
  { path: '/home', as: 'buyer', budget: 200 },
  { path: '/home', as: 'realtor', budget: 200 },
  { path: '/home', as: 'lead', budget: 200 },
  { path: '/home', as: 'owner', budget: 200 },
  { path: '/account', as: 'buyer', budget: 200 },
] as const;

const bundles = async (browser: Browser): Promise<Figure[]> => {
  const figures: Figure[] = [];
  for (const route of smoke ? routes.slice(0, 1) : routes) {
    const bytes = await javascriptOf(browser, route.path, route.as);
    figures.push({
      figure: 'Bundles',
      detail: `${route.path}${route.as ? ` (${route.as})` : ''}`,
      measured: `${(bytes / KB).toFixed(1)} KB gzipped`,
      goal: `< ${route.budget} KB`,
      met: bytes < route.budget * KB,
    });
  }
  return figures;
};

/** Navigation to /home until the first screenful of cards shows its photos (a signed-in buyer). */
const dashboardOnce = async (page: Page) => {
  const started = Date.now();
  await page.goto(`${base}/home`);
  // Cards are there, and every card photo in the first screenful has loaded (the rest load lazily).
  await page.waitForFunction(() => {
    const cards = Array.from(document.querySelectorAll('article'));
    const inView = cards.filter((card) => card.getBoundingClientRect().top < window.innerHeight);
    const photos = inView.flatMap((card) => Array.from(card.querySelectorAll('img')));
    return photos.length > 0 && photos.every((image) => image.complete && image.naturalWidth > 0);
  });
  return Date.now() - started;
};

const dashboard = async (browser: Browser): Promise<Figure[]> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signIn(context, 'buyer');
  const page = await context.newPage();
  const runs = smoke ? 2 : 7;
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await dashboardOnce(page));
  await context.close();
  const [first = 0, ...rest] = samples;
  const warm = summarise(rest.length > 0 ? rest : [first]);
  return [
    {
      figure: 'Dashboard',
      detail: 'navigation to the buyer’s cards with photos, first visit (cold MLS cache)',
      measured: ms(first),
      goal: '< 1 s on localhost',
      met: first < 1_000,
    },
    {
      figure: 'Dashboard',
      detail: `the same, repeated (${rest.length} runs, median)`,
      measured: ms(warm.p50),
      goal: '< 1 s on localhost',
      met: warm.p50 < 1_000,
    },
  ];
};

const lighthousePages = [
  { path: '/auth/login', as: undefined },
  { path: '/home', as: 'buyer' },
  { path: '/account', as: 'buyer' },
] as const;

/**
 * Lighthouse drives the browser's default context over the debugging port, so the pages run in a
 * persistent context that Lighthouse shares: signing in there carries the session over to its tab.
 * `/auth/login` comes first, while nobody is signed in.
 */
const lighthouseFigures = async (): Promise<Figure[]> => {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'rela-bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const figures: Figure[] = [];
  try {
    for (const target of smoke ? lighthousePages.slice(0, 1) : lighthousePages) {
      if (target.as) await signIn(context, target.as);
      figures.push(await audit(target));
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
  return figures;
};

const audit = async (target: (typeof lighthousePages)[number]): Promise<Figure> => {
  const result = await lighthouse(
    `${base}${target.path}`,
    {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    desktopConfig,
  );
  const categories = result?.lhr.categories ?? {};
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const [performance, accessibility, practices] = [
    score('performance'),
    score('accessibility'),
    score('best-practices'),
  ];
  return {
    figure: 'Lighthouse',
    detail: `${target.path}${target.as ? ` (${target.as})` : ''}, desktop`,
    measured: `performance ${performance}, accessibility ${accessibility}, best practices ${practices}`,
    goal: 'performance >= 95, accessibility 100, best practices >= 95',
    met: performance >= 95 && accessibility === 100 && practices >= 95,
  };
};

await product.start({ seedDemo: true });
try {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const figures = [...(await bundles(browser)), ...(await dashboard(browser))];
  await browser.close();
  figures.push(...(await lighthouseFigures()));
  emitFigures(figures);
} finally {
  await product.stop();
}
