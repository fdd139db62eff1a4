import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { valueFigure } from '../support/figures.ts';
import { gzipSizes, initialFiles, type Manifest } from '../support/routeWeight.ts';
import type { Figure, Suite } from '../support/suite.ts';

const DIST = resolve(import.meta.dirname, '..', '..', 'web', 'dist');
/** Loaded as soon as someone is signed in, so part of every signed-in page's start. */
const LIVE_UPDATES = 'src/app/RealtimeUpdates.tsx';

/** Each route of the web app, the page module it loads, and its limit in gzip kB (the sign-in page is the first a user waits for). */
const ROUTES: { path: string; page: string; limitKb: number }[] = [
  { path: '/auth', page: 'AuthPage', limitKb: 200 },
  { path: '/', page: 'OutboundCallingPage', limitKb: 300 },
  { path: '/dashboard', page: 'DashboardPage', limitKb: 300 },
  { path: '/sales-dashboard', page: 'SalesDashboardPage', limitKb: 300 },
  { path: '/contacts', page: 'ContactsPage', limitKb: 300 },
  { path: '/agent/:id', page: 'AgentDetailPage', limitKb: 300 },
  { path: '/sms', page: 'SmsPage', limitKb: 300 },
  { path: '/settings', page: 'SettingsPage', limitKb: 300 },
  { path: '/campaigns', page: 'CampaignsPage', limitKb: 300 },
  { path: '/company-profile', page: 'CompanyProfilePage', limitKb: 300 },
  { path: '/ai-marketing', page: 'AiMarketingPage', limitKb: 300 },
  { path: '/content-hub', page: 'ContentHubPage', limitKb: 300 },
  { path: '/deliverability', page: 'DeliverabilityPage', limitKb: 300 },
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
    return ROUTES.map(({ path, page, limitKb }): Figure => {
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
        statedTarget: { text: `≤ ${limitKb} kB gzip`, met: value <= limitKb },
        notes: `${files.size} files before the page shows${path === '/auth' ? '' : ', live updates included'}`,
      });
    });
  },
};
