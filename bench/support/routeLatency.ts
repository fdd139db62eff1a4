import { performance } from 'node:perf_hooks';
import { valueFigure } from './figures.ts';
import { interleavedLatencies, type HttpSession } from './http.ts';
import { SELECT_ONE_PATH } from './platform.ts';
import { percentile } from './stats.ts';
import type { Figure, SuiteContext } from './suite.ts';

export const LATENCY_REQUESTS = 200;
export const LATENCY_WARMUP = 20;
/**
 * Requests of each page of a list whose deep pages are compared with its first: the p95 of 200
 * requests of a 2–3 ms route is its 10th slowest, which one garbage collection or one checkpoint
 * moves, so the ratio of two such p95s moves by a third from run to run while the pages' queries
 * differ by hundredths of a millisecond. A thousand requests each tell the tails apart.
 */
export const PAGE_RATIO_REQUESTS = 1_000;
/** The product's bound on a list page's p95. */
export const P95_TARGET_MS = 20;
/** Tier counts: at most 3 × a `select 1` round trip behind the same guard. */
export const TIER_COUNTS_RATIO_TARGET = 3;
/** A page deep in a list against the first page of the same list. */
export const PAGE_RATIO_TARGET = 1.2;

export interface RouteSpec {
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
  /** Requests of this route (default LATENCY_REQUESTS); a group makes as many as its route asking for the most. */
  requests?: number;
}

export interface Latencies {
  p50: number;
  p95: number;
  ms: number[];
}

export interface RouteLatency extends Latencies {
  spec: RouteSpec;
  /** p50 per value of the varying parameter, e.g. "smi 12.8, john 13.9". */
  breakdown?: string;
}

/** Routes measured together with their select-1 baseline, every request interleaved with the others. */
export interface LatencyGroup {
  routes: RouteLatency[];
  baseline: Latencies;
}

function latencies(ms: number[]): Latencies {
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), ms };
}

const fixed = (n: number) => n.toFixed(2);

/** The requests each route of a group is measured with. */
export function groupRequests(specs: readonly RouteSpec[]): number {
  return Math.max(...specs.map((spec) => spec.requests ?? LATENCY_REQUESTS));
}

/** groupRequests() requests of each route and of the `select 1` route after LATENCY_WARMUP, interleaved. */
export async function measureGroup(context: SuiteContext, api: HttpSession, probe: HttpSession, specs: readonly RouteSpec[]): Promise<LatencyGroup> {
  const started = performance.now();
  const results = await interleavedLatencies(
    [...specs.map((spec) => ({ session: api, path: spec.path })), { session: probe, path: () => SELECT_ONE_PATH }],
    groupRequests(specs),
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

/** p50 and p95 of a route against the `select 1` route's, ids `${prefix}.${key}.p50|p95`. */
export function latencyFigures(prefix: string, r: RouteLatency, baseline: Latencies, together: number): Figure[] {
  const common = {
    unit: 'ms',
    better: 'lower' as const,
    baselineDescription: `GET ${SELECT_ONE_PATH} (session guard, then select 1 on the same read pool) on a second Fastify app sharing the runtime, requests interleaved`,
    samples: { latenciesMs: { value: r.ms, baseline: baseline.ms } },
  };
  const notes =
    `${r.ms.length} requests after ${LATENCY_WARMUP} warm-up, one kept-alive connection, session cookie` +
    `${together > 1 ? `, interleaved with the other ${together - 1} route(s) of its group` : ''}${r.breakdown ? `; ${r.breakdown}` : ''}` +
    `${r.spec.about ? `; ${r.spec.about}` : ''}`;
  return [
    valueFigure({ ...common, id: `${prefix}.${r.spec.key}.p50`, name: `${r.spec.name} p50`, value: r.p50, baseline: baseline.p50, notes }),
    valueFigure({
      ...common,
      id: `${prefix}.${r.spec.key}.p95`,
      name: `${r.spec.name} p95`,
      value: r.p95,
      baseline: baseline.p95,
      notes,
      ...(r.spec.p95TargetMs === undefined ? {} : { statedTarget: { text: `p95 < ${r.spec.p95TargetMs} ms`, met: r.p95 < r.spec.p95TargetMs } }),
      ...(r.spec.p95RatioTarget === undefined ? {} : { ratioTarget: r.spec.p95RatioTarget }),
    }),
  ];
}

/**
 * Groups of routes, each group's requests interleaved with its own `select 1` baseline: the
 * figures of every route, and each route's latencies by key (for ratios between routes of a group).
 */
export async function measureGroups(
  context: SuiteContext,
  api: HttpSession,
  probe: HttpSession,
  prefix: string,
  groups: readonly (readonly RouteSpec[])[],
): Promise<{ figures: Figure[]; measured: Map<string, RouteLatency> }> {
  const figures: Figure[] = [];
  const measured = new Map<string, RouteLatency>();
  for (const specs of groups) {
    const group = await measureGroup(context, api, probe, specs);
    for (const r of group.routes) {
      measured.set(r.spec.key, r);
      figures.push(...latencyFigures(prefix, r, group.baseline, specs.length));
    }
  }
  return { figures, measured };
}

/** A page deep in a list against the first page of the same list (p50 and p95), measured in one group. */
export function pageRatioFigures(prefix: string, id: string, name: string, page: RouteLatency, first: RouteLatency, notes: string): Figure[] {
  return (['p50', 'p95'] as const).map((p) =>
    valueFigure({
      id: `${prefix}.${id}.${p}`,
      name: `${name}, ${p}`,
      unit: 'ms',
      better: 'lower',
      value: page[p],
      baseline: first[p],
      baselineDescription: `page 1 of the same list (${p}), requests interleaved with this page's`,
      ratioTarget: PAGE_RATIO_TARGET,
      notes,
    }),
  );
}

/**
 * The cursor a page starting at row `start` (0-based) is asked for with: the `nextCursor` of the
 * one-row page just before it, asked for by position (`onePageBefore(start)`), untimed.
 */
export async function cursorBeforeRow(api: HttpSession, onePageBefore: (start: number) => string, start: number): Promise<string> {
  const answer = await api.getJson<{ nextCursor: string | null }>(onePageBefore(start));
  if (!answer.nextCursor) throw new Error(`no cursor before row ${start} (${onePageBefore(start)})`);
  return answer.nextCursor;
}
