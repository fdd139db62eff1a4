import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { valueFigure } from '../support/figures.ts';
import { gzipSizes, initialFiles, type Manifest } from '../support/routeWeight.ts';
import type { Figure, Suite } from '../support/suite.ts';

const DIST = resolve(import.meta.dirname, '..', '..', 'web', 'dist');
/** Loaded as soon as someone is signed in, so part of every signed-in page's start. */
const LIVE_UPDATES = 'src/app/RealtimeUpdates.tsx';

/** The sign-in page is the first a user waits for: at most 200 kB gzip; every other route at most 300 kB. */
const limitKb = (path: string) => (path === '/auth' ? 200 : 300);
/** Each route of the web app and the page module it loads. */
const ROUTES: [path: string, page: string][] = [
  ['/auth', 'AuthPage'],
  ['/', 'OutboundCallingPage'],
  ['/dashboard', 'DashboardPage'],
  ['/sales-dashboard', 'SalesDashboardPage'],
  ['/contacts', 'ContactsPage'],
  ['/agent/:id', 'AgentDetailPage'],
  ['/sms', 'SmsPage'],
  ['/outbox', 'OutboxPage'],
  ['/settings', 'SettingsPage'],
  ['/campaigns', 'CampaignsPage'],
  ['/campaigns/:id', 'CampaignPage'],
  ['/company-profile', 'CompanyProfilePage'],
  ['/ai-marketing', 'AiMarketingPage'],
  ['/content-hub', 'ContentHubPage'],
  ['/deliverability', 'DeliverabilityPage'],
];

export const webWeightSuite: Suite = {
  name: 'webWeight',
  description: "each route's initial JavaScript (gzip) in a fresh production build, against the whole app's JavaScript",
  async run({ log }) {
    log('building the web app');
    const build = spawnSync('pnpm', ['--filter', '@outreach/web', 'build'], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the web build failed: ${build.stderr || build.stdout}`);
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const allJs = new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')));
    const sizes = gzipSizes(DIST, allJs);
    const kb = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + sizes.get(file)!, 0) / 1000;
    const whole = kb(allJs);
    return ROUTES.map(([path, page]): Figure => {
      const pageFiles = initialFiles(manifest, `src/pages/${page}.tsx`);
      const files = new Set(path === '/auth' ? pageFiles : [...pageFiles, ...initialFiles(manifest, LIVE_UPDATES)]);
      const value = kb(files);
      return valueFigure({
        id: `webWeight.${page}`,
        name: `${path} initial JavaScript`,
        unit: 'kB gzip',
        better: 'lower',
        value,
        baseline: whole,
        baselineDescription: "all of the app's JavaScript, gzip",
        statedTarget: { text: `≤ ${limitKb(path)} kB gzip`, met: value <= limitKb(path) },
        notes: `${files.size} files before the page shows${path === '/auth' ? '' : ', live updates included'}`,
      });
    });
  },
};
