import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Where the dev server and `vite preview` send API calls; the Rela server's default address. */
const server = process.env.RELA_SERVER_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': server, '/assistant': server, '/dev/': server };

/** A module id test: any of these paths (with `/` standing for either separator). */
const under = (...paths: string[]) => {
  const pattern = new RegExp(
    paths.map((part) => part.replaceAll('/', String.raw`[\\/]`)).join('|'),
  );
  return (id: string) => pattern.test(id);
};

/**
 * What pages beyond the first load share, signed in or not: the contracts' schemas, routes and
 * texts they use (not the whole catalogue: the web app words a failed check from the one area it
 * validates with, `areaMessageOf`), TanStack Query's hooks, and Radix's small parts every
 * control of theirs uses (its slot, context and state hooks); its dialog is `dialogs`.
 */
const shared = under(
  'packages/contracts/src/',
  'apps/web/src/components/icons',
  'apps/web/src/features/activity/components/activity-icons',
  'node_modules/zod/',
  // Not the hooks that only Compare (`useQueries`) or the buyer's list (`useMutationState`) use.
  'node_modules/@tanstack/(?!query-core/build/modern/queriesObserver|react-query/build/modern/(useQueries|useMutationState))',
  'node_modules/@radix-ui/(primitive|react-(compose-refs|context|id|primitive|slot|use-[a-z-]+))/',
);

/**
 * The signed-in shell every signed-in page loads: the layout, the header and its bell, the listing
 * model, the features' parts `app/` puts in the listing's slots for the lists (ADR 045) and the
 * small listing pieces each role's view and Find Homes show.
 */
const signedInShell = under(
  'apps/web/src/app/(layouts/|header/(app-header|header-nav|account-menu))',
  'apps/web/src/features/dashboard/components/dashboard-(error|loading)',
  'apps/web/src/features/alerts/(api/(mark-read|notifications)|components/(bell-icon|notice-|notification-bell)|hooks/|utils/)',
  // The team's users are read by Find Homes, the account and the activity feed too: kept here,
  // a buyer's page would otherwise load the whole team view for them.
  'apps/web/src/lib/(account-info|notices|team-users|use-after-first-paint)',
  'apps/web/src/components/(avatar|confirm-dialog\\.|lazy-dialog)',
  'apps/web/src/listing/(model/|slots/)',
  // The loan defaults the cards' estimates and the team's defaults panel both read: here, the
  // panel would otherwise load the listing cards' chunk for them.
  'apps/web/src/listing/costs/(cost-defaults|query-keys)',
  'apps/web/src/app/home-slots',
  'apps/web/src/features/compare/(hooks/compare-selection|components/(choose-homes|compare-(checkbox|bar)))',
  'apps/web/src/features/activity/(card-hot-mark|home-opened|api/(hot-homes|tell-viewed)|components/hot-badge)',
  'apps/web/src/features/notes/(card-note-count|api/notes-api|components/note-count)',
  'apps/web/src/listing/components/(address-note|card-cost|change-badge|lazy-property-dialog|liked-badge|listing-attribution|listing-photo|not-for-clients-mark|property-thumbnail|updated-ago)',
  'apps/web/src/listing/costs/estimate',
);

/** `/home`'s frame and its supervisor card. */
const home = under('apps/web/src/app/home-route', 'apps/web/src/features/dashboard/');

/** A home's card and its buttons (the buyer's `/home`, Find Homes). */
const listingCards = under(
  'apps/web/src/listing/components/(lock-button|off-market-notice|property-card|remove-property-button|tooltip-button)',
  'apps/web/src/listing/components/removal-reason-chips',
);

/**
 * The monthly cost's words and inputs (ADR 051): the dialog's cost sections and the team's loan
 * defaults read them; apart, so neither loads the other's chunk.
 */
const costWords = under(
  'apps/web/src/listing/costs/(cost-texts|cost-words|cost-fields|update-cost-defaults)',
);

/**
 * Radix's dialog with its focus trap, scroll lock and layers, and our dialog frame: loaded when a
 * dialog first opens (`components/lazy-dialog.ts`) or with a page that shows one at once; Radix's
 * menus and popovers share its layers.
 */
const dialogs = under(
  'apps/web/src/components/dialog',
  'node_modules/@radix-ui/react-(alert-dialog|dialog|dismissable-layer|focus-guards|focus-scope|portal|presence)/',
  'node_modules/(aria-hidden|get-nonce|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|tslib|use-callback-ref|use-sidecar)/',
);

/**
 * A household's members and invitations (ADR 049): the buyer's My Account and a realtor's buyer
 * row show it; apart, so that the account page does not load the team view for it.
 */
const householdPanel = under('apps/web/src/components/household-panel');

/** Radix's popper, under Find Homes' filter menus. */
const popper = under('node_modules/(@floating-ui|@radix-ui/react-(arrow|popper))/');

/** The buyer's view on `/home`: their homes. */
const buyerView = under('apps/web/src/features/properties/');

/**
 * The installed app's part of every page (ADR 054), loaded after the first paint, with the toast
 * it offers a new version in: the buyer's view shows its undo in the same toast, and would
 * otherwise bring the whole buyer's view to every page.
 */
const installedAppPart = under('apps/web/src/app/installed-app', 'apps/web/src/components/toast');

/**
 * A realtor's, a team lead's and an owner's view on `/home` (the team feature), but what opens
 * later: the loan defaults' panel with the cost texts (`lazy-cost-defaults.tsx`) and an expanded
 * buyer's homes with the listing cards' pieces (`lazy-buyer-homes.tsx`).
 */
const teamView = under(
  'apps/web/src/features/team/(?!components/(add-user-dialog|cost-defaults-(panel|form)|buyer-homes|buyer-home-tile))',
  'apps/web/src/app/(team-lead-view|leader-home)',
);

/**
 * "Needs attention" (ADR 053): the card a lead's and an owner's `/home` shows and the performance
 * page's list share it; apart, so neither loads the other's chunk. Captured before the other
 * groups and without its dependencies (React Query, the contracts: in `vendor` and `shared`),
 * else the automatic chunking puts it in `home`, which the page would then load.
 */
const attention = under(
  'apps/web/src/features/team-performance/(attention-card|attention-texts|api/attention|components/attention-icon|utils/attention-line)',
);

/**
 * The first load is two chunks besides the entry: the libraries it needs (React, the router,
 * TanStack Query, zod) and our own code, rather than a dozen small shared chunks that each
 * compress on their own. Only modules of the first load are grouped (`$initial`): what the
 * signed-in area, the legal text or the chat need stays in their own chunks, loaded on demand.
 * A signed-in `/home` then loads the shell and its role's view as one chunk each, instead of
 * about 40 small chunks that a phone on slow 4G fetches six at a time (ADR 037,
 * docs/performance.md); what opens on a click (dialogs, the account menu) and the chat stay apart.
 */
const codeSplitting = {
  groups: [
    { name: 'vendor', tags: ['$initial' as const], test: /[\\/]node_modules[\\/]/ },
    { name: 'app', tags: ['$initial' as const] },
    { name: 'shared', test: shared },
    { name: 'signed-in', test: signedInShell },
    { name: 'home', test: home },
    { name: 'dialogs', test: dialogs },
    { name: 'household-panel', test: householdPanel },
    { name: 'popper', test: popper },
    { name: 'listing-cards', test: listingCards },
    { name: 'cost-words', test: costWords },
    {
      name: 'installed-app',
      test: installedAppPart,
      priority: 1,
      includeDependenciesRecursively: false,
    },
    { name: 'buyer-view', test: buyerView },
    { name: 'team-view', test: teamView },
    { name: 'attention', test: attention, priority: 1, includeDependenciesRecursively: false },
  ],
};

/** Text files worth compressing; images and fonts are compressed by their own formats. */
const compressible = /\.(?:html|js|css|svg|json|txt|xml|webmanifest)$/;
const compressors = {
  br: promisify(brotliCompress),
  gz: promisify(gzip),
};
const options = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
  gz: { level: constants.Z_BEST_COMPRESSION },
};

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, at the
 * highest quality since it is paid once; the server sends the copy the client accepts. A copy
 * that would not be smaller is not written.
 */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'rela:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const files = (await readdir(outDir, { recursive: true })).filter((file) =>
        compressible.test(file),
      );
      await Promise.all(
        files.flatMap((file) => {
          const source = path.join(outDir, file);
          return (['br', 'gz'] as const).map(async (extension) => {
            const plain = await readFile(source);
            const packed = await compressors[extension](plain, options[extension]);
            if (packed.length < plain.length) await writeFile(`${source}.${extension}`, packed);
          });
        }),
      );
    },
  };
};

/** The palette's colours (styles.css): the header's dark slate and the page's background. */
const themeColor = '#1e293b';
const backgroundColor = '#f8fafc';

/**
 * The installed app (ADR 054): the manifest, and our own service worker (`src/worker/sw.ts`)
 * with the build's list of files to precache: every chunk of the app (about 390 KB brotli, fetched
 * once per version after the first paint). A chunk left out fails to load without a network, and
 * a lazy part that fails (the chat beside the list) takes its page down with it (ADR 054).
 * The page registers it after its first paint (`app/installed-app.tsx`), never in `index.html`.
 */
const installedApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  scope: '/',
  manifest: {
    id: '/home',
    name: 'Rela',
    short_name: 'Rela',
    description: 'Your homes, your clients and your team in one place.',
    lang: 'en',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  includeManifestIcons: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html}', 'icons/{icon-192,badge-96}.png', 'favicon.svg'],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), installedApp, precompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting } },
  },
});
