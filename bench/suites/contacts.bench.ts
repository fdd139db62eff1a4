import { performance } from 'node:perf_hooks';
import { loadDemoData } from '@outreach/command-api/demoData/loadDemoData.ts';
import type { Runtime } from '@outreach/server-kit';
import { callingListPages, contactsListPages, SEARCH_TERMS, searchRoute, tierCountsRoute } from '../support/contactRoutes.ts';
import { valueFigure } from '../support/figures.ts';
import { startBenchPlatform, waitForProjections } from '../support/platform.ts';
import { countEvents, eventHead, RAW_BATCH, RawEventCopy, type RawRun } from '../support/rawInsert.ts';
import { LATENCY_REQUESTS, LATENCY_WARMUP, measureGroups, type RouteSpec } from '../support/routeLatency.ts';
import { promoteAllStaged, stagedCount } from '../support/staging.ts';
import { median } from '../support/stats.ts';
import type { Figure, Suite, SuiteContext } from '../support/suite.ts';

/** Raw copies per baseline (their median, i.e. mean, is kept): the load itself happens once per run. */
const RAW_RUNS = 2;
const LOAD_TARGET_SECONDS = 60;

const TIER = 'moderate';

/** Distinct first and last names of the data set, each searched once: every such search counts its matches afresh. */
async function firstTimeTerms(runtime: Runtime, count: number): Promise<string[]> {
  const { rows } = await runtime.pg.query<{ term: string }>(
    `select term from (select lower(last_name) as term from read.contacts union select lower(first_name) from read.contacts) names
      where length(term) >= 3 and term <> all($1::text[]) order by md5(term) limit $2`,
    [SEARCH_TERMS, count],
  );
  if (rows.length < count) throw new Error(`only ${rows.length} distinct names to search for, not ${count}`);
  return rows.map((r) => r.term);
}

const RAW_DEMO = 'bench.raw_demo_events';
const RAW_PROMOTION = 'bench.raw_promotion_events';

const seconds = (ms: number) => ms / 1000;

/**
 * The raw baseline of an append: the same events re-inserted RAW_RUNS times (see RawEventCopy);
 * their median time, and every run.
 */
async function rawCopies(context: SuiteContext, runtime: Runtime, table: string, after: bigint, upTo: bigint): Promise<{ median: RawRun; runs: RawRun[] }> {
  const copy = await RawEventCopy.prepare(runtime.pg, table, after, upTo);
  const runs: RawRun[] = [];
  try {
    for (let i = 0; i < RAW_RUNS; i++) {
      const run = await copy.copy();
      if (run.rows !== copy.rows) throw new Error(`raw copy wrote ${run.rows} rows of ${copy.rows}`);
      context.sampleMemory();
      context.log(`  raw copy ${i + 1}/${RAW_RUNS}: ${run.rows} rows in ${run.ms.toFixed(0)} ms`);
      runs.push(run);
    }
  } finally {
    await copy.drop();
  }
  return { median: { rows: copy.rows, ms: median(runs.map((r) => r.ms)) }, runs };
}

const perSecond = (items: number, ms: number) => (items * 1000) / ms;

export const contactsSuite: Suite = {
  name: 'contacts',
  description: 'the platform over HTTP: demo load (95,836 agents), Import to Production, contact search and calling-list latencies',
  async run(context) {
    const { log } = context;
    const bench = await startBenchPlatform(context.databaseUrl);
    try {
      const { runtime, api, probe } = bench;
      const figures: Figure[] = [];
      log('platform started, signed in');

      // 1. Demo load through the real commands, against a raw copy of the same events.
      const beforeLoad = await eventHead(runtime.pg);
      log('demo load: loadDemoData(platform.runtime)');
      const loadStarted = performance.now();
      const load = await loadDemoData(runtime);
      const loadMs = performance.now() - loadStarted;
      if (!load.loaded) throw new Error('loadDemoData did not load (the staging pool was not empty)');
      const afterLoad = await eventHead(runtime.pg);
      const loadEvents = await countEvents(runtime.pg, beforeLoad, afterLoad);
      context.sampleMemory();
      log(
        `  ${load.agents} agents, ${load.contacts} contacts, ${load.calls} calls: ${loadEvents} events in ${seconds(loadMs).toFixed(1)} s` +
          ` (${perSecond(loadEvents, loadMs).toFixed(0)} events/s)`,
      );
      const loadCatchUpMs = await waitForProjections(api);
      log(`  projections caught up ${seconds(loadCatchUpMs).toFixed(1)} s after the load`);
      log(`raw baseline: the same ${loadEvents} events copied by unnest INSERTs of ${RAW_BATCH} rows, ${RAW_RUNS} times`);
      const demoRaw = await rawCopies(context, runtime, RAW_DEMO, beforeLoad, afterLoad);
      if (demoRaw.median.rows !== loadEvents) throw new Error(`raw copy wrote ${demoRaw.median.rows} rows, the load appended ${loadEvents} events`);
      const demoRawDescription = `the same ${loadEvents} events re-inserted by unnest INSERTs of ${RAW_BATCH} rows into a plain copy of es.events, platform pool, median of ${RAW_RUNS}`;
      const demoSamples = { runsSeconds: { value: [seconds(loadMs)], baseline: demoRaw.runs.map((r) => seconds(r.ms)) } };
      figures.push(
        valueFigure({
          id: 'contacts.demoLoad.rate',
          name: 'demo load (loadDemoData)',
          unit: 'events/s',
          baselineUnit: 'rows/s',
          better: 'higher',
          value: perSecond(loadEvents, loadMs),
          baseline: perSecond(demoRaw.median.rows, demoRaw.median.ms),
          baselineDescription: demoRawDescription,
          samples: demoSamples,
          notes: `${load.agents} agents staged, ${load.contacts} promoted, ${load.calls} calls; ${loadEvents} events; measured once per run`,
        }),
        valueFigure({
          id: 'contacts.demoLoad.time',
          name: 'demo load, wall time',
          unit: 's',
          better: 'lower',
          value: seconds(loadMs),
          baseline: seconds(demoRaw.median.ms),
          baselineDescription: demoRawDescription,
          statedTarget: { text: `< ${LOAD_TARGET_SECONDS} s`, met: seconds(loadMs) < LOAD_TARGET_SECONDS },
          samples: demoSamples,
          notes: `loadDemoData reported ${load.seconds.toFixed(1)} s`,
        }),
        valueFigure({
          id: 'contacts.demoLoad.catchUp',
          name: 'projections catch-up after the demo load',
          unit: 's',
          better: 'lower',
          value: seconds(loadCatchUpMs),
          baseline: seconds(demoRaw.median.ms),
          baselineDescription: demoRawDescription,
          notes: 'from the end of loadDemoData until GET /readyz lists every projection as caught up (polled every 50 ms)',
        }),
      );

      // 2. Import to Production of every staged agent, so that the largest tier is full.
      const staged = await stagedCount(runtime);
      const beforePromote = await eventHead(runtime.pg);
      log(`Import to Production: POST /api/production/import-all of ${staged} staged agents`);
      const promoted = await promoteAllStaged(api, runtime);
      log(`  answered ${promoted.status} after ${seconds(promoted.answeredMs).toFixed(1)} s`);
      const promoteMs = promoted.emptyMs;
      const promoteCatchUpMs = await waitForProjections(api);
      const afterPromote = await eventHead(runtime.pg);
      const promoteEvents = await countEvents(runtime.pg, beforePromote, afterPromote);
      context.sampleMemory();
      log(
        `  staging pool empty after ${seconds(promoteMs).toFixed(1)} s (${promoteEvents} events), every projection caught up` +
          ` ${seconds(promoteCatchUpMs).toFixed(1)} s later`,
      );
      log(`raw baseline: the same ${promoteEvents} events copied by unnest INSERTs of ${RAW_BATCH} rows, ${RAW_RUNS} times`);
      const promoteRaw = await rawCopies(context, runtime, RAW_PROMOTION, beforePromote, afterPromote);
      figures.push(
        valueFigure({
          id: 'contacts.promoteAll.rate',
          name: `Import to Production (${staged.toLocaleString('en-US')} agents)`,
          unit: 'events/s',
          baselineUnit: 'rows/s',
          better: 'higher',
          value: perSecond(promoteEvents, promoteMs),
          baseline: perSecond(promoteRaw.median.rows, promoteRaw.median.ms),
          baselineDescription: `the same ${promoteEvents} events re-inserted by unnest INSERTs of ${RAW_BATCH} rows into a plain copy of es.events, platform pool, median of ${RAW_RUNS}`,
          ratioTarget: 0.5,
          samples: { runsSeconds: { value: [seconds(promoteMs)], baseline: promoteRaw.runs.map((r) => seconds(r.ms)) } },
          notes: `from the POST until read.staged_agents is empty (so it includes the staging projection's lag); then ${seconds(promoteCatchUpMs).toFixed(1)} s until every projection caught up`,
        }),
      );

      // 3. Read latencies over HTTP with the largest tier full.
      const vacuumStarted = performance.now();
      await runtime.pg.query('vacuum (analyze) read.contacts, read.staged_agents, read.call_logs');
      log(`vacuum analyze of the read tables (what autovacuum does after a bulk load): ${(performance.now() - vacuumStarted).toFixed(0)} ms`);
      const tierCounts = await api.getJson<Record<string, number>>('/api/contacts/tier-counts');
      const [contactsList, calling] = [await contactsListPages(api), await callingListPages(api, TIER, 'calling')];
      const matches: string[] = [];
      for (const term of SEARCH_TERMS) matches.push(`${term} ${(await api.getJson<{ total: number }>(`/api/contacts?search=${term}`)).total}`);
      log(
        `latencies: ${contactsList.total} contacts (${contactsList.pages} pages); ${TIER} ${tierCounts[TIER]} contacts with a phone, ${calling.total} fresh` +
          ` (${calling.pages} pages); search matches: ${matches.join(', ')}`,
      );
      const coldTerms = await firstTimeTerms(runtime, LATENCY_WARMUP + LATENCY_REQUESTS);
      const searchFirstTime: RouteSpec = {
        key: 'search.firstTime',
        name: 'GET /api/contacts?search=… (a name never searched before)',
        path: (i) => `/api/contacts?search=${encodeURIComponent(coldTerms[i]!)}`,
        about: `${coldTerms.length} distinct first and last names, each requested once, so every total is counted afresh`,
      };
      // The pages of one list are measured together so that their ratios do not depend on drift.
      const prefix = 'contacts.http';
      const measured = await measureGroups(context, api, probe, prefix, [[searchRoute], [searchFirstTime], contactsList.specs, calling.specs, [tierCountsRoute]]);
      figures.push(...measured.figures, ...contactsList.ratios(prefix, measured.measured), ...calling.ratios(prefix, measured.measured));
      return figures;
    } finally {
      await bench.close();
    }
  },
};
