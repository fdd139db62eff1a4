import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadDemoData } from '@outreach/command-api/demoData/loadDemoData.ts';
import type { Runtime } from '@outreach/server-kit';
import { valueFigure } from '../support/figures.ts';
import { interleavedLatencies, type HttpSession } from '../support/http.ts';
import { SELECT_ONE_PATH, startBenchPlatform, waitForProjections } from '../support/platform.ts';
import { countEvents, eventHead, RAW_BATCH, RawEventCopy, type RawRun } from '../support/rawInsert.ts';
import { median, percentile } from '../support/stats.ts';
import type { Figure, Suite, SuiteContext } from '../support/suite.ts';

/** Raw copies per baseline (their median, i.e. mean, is kept): the load itself happens once per run. */
const RAW_RUNS = 2;
const LOAD_TARGET_SECONDS = 60;
const PROMOTE_TIMEOUT_MS = 600_000;

const LATENCY_REQUESTS = 200;
const LATENCY_WARMUP = 20;
const P95_TARGET_MS = 20;
const LAST_PAGE_TARGET = 1.2;
const TIER = 'moderate';
const PAGE_SIZE = 25;
/** Search terms of 3+ characters (name, e-mail and company are searched): surnames, first names, company words, a place name. */
const SEARCH_TERMS = ['smi', 'john', 'realty', 'austin', 'gar', 'williams', 'kel', 'homes', 'mar', 'group'] as const;

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

async function stagedCount(runtime: Runtime): Promise<number> {
  const { rows } = await runtime.pg.query<{ n: number }>('select count(*)::int as n from read.staged_agents');
  return rows[0]!.n;
}

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

/** Tier counts: at most 3 × a `select 1` round trip behind the same guard. */
const TIER_COUNTS_RATIO_TARGET = 3;

interface RouteSpec {
  key: string;
  name: string;
  path: (i: number) => string;
  /** The product's p95 target, when it states one. */
  p95TargetMs?: number;
  /** The product's bound on p95 ÷ the `select 1` route's p95, when it states one. */
  p95RatioTarget?: number;
  /** The query parameter that varies between requests, for a p50 per value. */
  varies?: string;
  /** What the figure's notes should also say. */
  about?: string;
}

interface Latencies {
  p50: number;
  p95: number;
  ms: number[];
}

interface RouteLatency extends Latencies {
  spec: RouteSpec;
  /** p50 per value of the varying parameter, e.g. "smi 12.8, john 13.9". */
  breakdown?: string;
}

/** Routes measured together with their select-1 baseline, every request interleaved with the others. */
interface LatencyGroup {
  routes: RouteLatency[];
  baseline: Latencies;
}

function latencies(ms: number[]): Latencies {
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), ms };
}

const fixed = (n: number) => n.toFixed(2);

async function measureGroup(context: SuiteContext, api: HttpSession, probe: HttpSession, specs: readonly RouteSpec[]): Promise<LatencyGroup> {
  const started = performance.now();
  const results = await interleavedLatencies(
    [...specs.map((spec) => ({ session: api, path: spec.path })), { session: probe, path: () => SELECT_ONE_PATH }],
    LATENCY_REQUESTS,
    LATENCY_WARMUP,
  );
  context.sampleMemory();
  const baseline = latencies(results[specs.length]!.ms);
  const routes = specs.map((spec, i): RouteLatency => {
    const r: RouteLatency = { spec, ...latencies(results[i]!.ms) };
    const byPath = new Map<string, number[]>();
    results[i]!.paths.forEach((path, j) => byPath.set(path, [...(byPath.get(path) ?? []), r.ms[j]!]));
    if (spec.varies && byPath.size > 1) {
      const parts = [...byPath].map(([path, ms]) => `${new URL(path, 'http://bench').searchParams.get(spec.varies!) ?? path} ${percentile(ms, 50).toFixed(1)}`);
      r.breakdown = `p50 by ${spec.varies} (ms): ${parts.join(', ')}`;
    }
    context.log(`  ${spec.name}: p50 ${fixed(r.p50)} ms, p95 ${fixed(r.p95)} ms${r.breakdown ? `; ${r.breakdown}` : ''}`);
    return r;
  });
  context.log(`  select 1 beside them: p50 ${fixed(baseline.p50)} ms, p95 ${fixed(baseline.p95)} ms (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return { routes, baseline };
}

function latencyFigures(r: RouteLatency, baseline: Latencies, together: number): Figure[] {
  const common = {
    unit: 'ms',
    better: 'lower' as const,
    baselineDescription: `GET ${SELECT_ONE_PATH} (session guard, then select 1 on the same read pool) on a second Fastify app sharing the runtime, requests interleaved`,
    samples: { latenciesMs: { value: r.ms, baseline: baseline.ms } },
  };
  const notes =
    `${LATENCY_REQUESTS} requests after ${LATENCY_WARMUP} warm-up, one kept-alive connection, session cookie` +
    `${together > 1 ? `, interleaved with the other ${together - 1} route(s) of its group` : ''}${r.breakdown ? `; ${r.breakdown}` : ''}` +
    `${r.spec.about ? `; ${r.spec.about}` : ''}`;
  return [
    valueFigure({ ...common, id: `contacts.http.${r.spec.key}.p50`, name: `${r.spec.name} p50`, value: r.p50, baseline: baseline.p50, notes }),
    valueFigure({
      ...common,
      id: `contacts.http.${r.spec.key}.p95`,
      name: `${r.spec.name} p95`,
      value: r.p95,
      baseline: baseline.p95,
      notes,
      ...(r.spec.p95TargetMs === undefined ? {} : { statedTarget: { text: `p95 < ${r.spec.p95TargetMs} ms`, met: r.p95 < r.spec.p95TargetMs } }),
      ...(r.spec.p95RatioTarget === undefined ? {} : { ratioTarget: r.spec.p95RatioTarget }),
    }),
  ];
}

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
      const promoteStarted = performance.now();
      const answer = await api.postJson<{ status: string }>('/api/production/import-all', {}, [200, 202]);
      log(`  answered ${answer.status} (${answer.json.status}) after ${seconds(performance.now() - promoteStarted).toFixed(1)} s`);
      while ((await stagedCount(runtime)) > 0) {
        if (performance.now() - promoteStarted > PROMOTE_TIMEOUT_MS) throw new Error(`staging pool not empty after ${PROMOTE_TIMEOUT_MS / 1000} s`);
        await sleep(100);
      }
      const promoteMs = performance.now() - promoteStarted;
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
          samples: { runsSeconds: { value: [seconds(promoteMs)], baseline: promoteRaw.runs.map((r) => seconds(r.ms)) } },
          notes: `from the POST until read.staged_agents is empty (so it includes the staging projection's lag); then ${seconds(promoteCatchUpMs).toFixed(1)} s until every projection caught up`,
        }),
      );

      // 3. Read latencies over HTTP with the largest tier full.
      const vacuumStarted = performance.now();
      await runtime.pg.query('vacuum (analyze) read.contacts, read.staged_agents, read.call_logs');
      log(`vacuum analyze of the read tables (what autovacuum does after a bulk load): ${(performance.now() - vacuumStarted).toFixed(0)} ms`);
      const tierCounts = await api.getJson<Record<string, number>>('/api/contacts/tier-counts');
      const firstPage = await api.getJson<{ total: number; contacts: unknown[] }>(
        `/api/contacts/calling?tier=${TIER}&page=1&limit=${PAGE_SIZE}&filter=fresh`,
      );
      const lastPage = Math.max(1, Math.ceil(firstPage.total / PAGE_SIZE));
      const last = await api.getJson<{ total: number; contacts: unknown[] }>(
        `/api/contacts/calling?tier=${TIER}&page=${lastPage}&limit=${PAGE_SIZE}&filter=fresh`,
      );
      if (last.contacts.length === 0) throw new Error(`the last page (${lastPage}) of the calling list is empty`);
      const matches: string[] = [];
      for (const term of SEARCH_TERMS) matches.push(`${term} ${(await api.getJson<{ total: number }>(`/api/contacts?search=${term}`)).total}`);
      log(
        `latencies: ${TIER} ${tierCounts[TIER]} contacts with a phone, ${firstPage.total} fresh (${lastPage} pages of ${PAGE_SIZE});` +
          ` search matches: ${matches.join(', ')}`,
      );
      const search: RouteSpec = {
        key: 'search',
        name: 'GET /api/contacts?search=…',
        path: (i) => `/api/contacts?search=${SEARCH_TERMS[i % SEARCH_TERMS.length]}`,
        p95TargetMs: P95_TARGET_MS,
        varies: 'search',
        about: 'the same terms again and again, as when paging through results: the total is counted once per search generation and reused until a contact is added or its searched fields or status change',
      };
      const coldTerms = await firstTimeTerms(runtime, LATENCY_WARMUP + LATENCY_REQUESTS);
      const searchFirstTime: RouteSpec = {
        key: 'search.firstTime',
        name: 'GET /api/contacts?search=… (a name never searched before)',
        path: (i) => `/api/contacts?search=${encodeURIComponent(coldTerms[i]!)}`,
        about: `${coldTerms.length} distinct first and last names, each requested once, so every total is counted afresh`,
      };
      const callingFirst: RouteSpec = {
        key: 'calling.first',
        name: `GET /api/contacts/calling ${TIER} fresh, page 1`,
        path: () => `/api/contacts/calling?tier=${TIER}&page=1&limit=${PAGE_SIZE}&filter=fresh`,
        p95TargetMs: P95_TARGET_MS,
      };
      const callingLast: RouteSpec = {
        key: 'calling.last',
        name: `GET /api/contacts/calling ${TIER} fresh, last page`,
        path: () => `/api/contacts/calling?tier=${TIER}&page=${lastPage}&limit=${PAGE_SIZE}&filter=fresh`,
        p95TargetMs: P95_TARGET_MS,
      };
      const tierCountsRoute: RouteSpec = {
        key: 'tierCounts',
        name: 'GET /api/contacts/tier-counts',
        path: () => '/api/contacts/tier-counts',
        p95RatioTarget: TIER_COUNTS_RATIO_TARGET,
        about: 'counts the contacts projection keeps',
      };
      // Page 1 and the last page are measured together so that their ratio does not depend on drift.
      const groups: RouteSpec[][] = [[search], [searchFirstTime], [callingFirst, callingLast], [tierCountsRoute]];
      const measured = new Map<string, RouteLatency>();
      for (const specs of groups) {
        const group = await measureGroup(context, api, probe, specs);
        for (const r of group.routes) {
          measured.set(r.spec.key, r);
          figures.push(...latencyFigures(r, group.baseline, specs.length));
        }
      }
      const [pageOne, pageLast] = [measured.get(callingFirst.key)!, measured.get(callingLast.key)!];
      for (const p of ['p50', 'p95'] as const) {
        figures.push(
          valueFigure({
            id: `contacts.http.calling.lastVsFirst.${p}`,
            name: `calling list: last page ÷ page 1, ${p}`,
            unit: 'ms',
            better: 'lower',
            value: pageLast[p],
            baseline: pageOne[p],
            baselineDescription: `page 1 of the same list (${p}), requests interleaved with the last page's`,
            ratioTarget: LAST_PAGE_TARGET,
            notes: `page ${lastPage} of ${firstPage.total} fresh ${TIER} contacts`,
          }),
        );
      }
      return figures;
    } finally {
      await bench.close();
    }
  },
};
