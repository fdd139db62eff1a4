import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { SENDING_THREAD_NAME } from '@outreach/providers';
import type pg from 'pg';
import { SINK_THREAD_NAME } from './threadedSmtpSink.ts';

/** CPU time spent over a stretch, in microseconds: this process (every thread), and the database server when its processes can be read. */
export interface CpuSpent {
  processMicros: number;
  /** null: the database server's processes are not on this machine, or /proc cannot be read. */
  databaseMicros: number | null;
  /**
   * This process's CPU by thread, in groups (THREAD_GROUPS), from /proc (a thread that started
   * meanwhile counts whole, one that ended meanwhile is not counted); empty when /proc cannot be read.
   */
  threadMicros: Partial<Record<ThreadGroup, number>>;
}

/**
 * The groups a process's threads are counted in, by the name the system knows each thread by:
 * the main thread, the engine's sending thread (SENDING_THREAD_NAME), the bench's mail server
 * (SINK_THREAD_NAME), V8's helper threads (garbage collection, compilation), libuv's pool (DNS,
 * files, crypto), and the rest.
 */
export const THREAD_GROUPS = ['main', 'sending', 'sink', 'v8', 'libuv', 'other'] as const;
export type ThreadGroup = (typeof THREAD_GROUPS)[number];

export function threadGroupOf(name: string): ThreadGroup {
  if (name === 'MainThread') return 'main';
  if (name === SENDING_THREAD_NAME) return 'sending';
  if (name === SINK_THREAD_NAME) return 'sink';
  if (name.startsWith('V8')) return 'v8';
  if (name.startsWith('libuv')) return 'libuv';
  return 'other';
}

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK; 100 on Linux nearly always). */
let ticksPerSecond: number | undefined;
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  return ticksPerSecond;
}

/** User and system CPU a process or thread has used so far (µs), from its /proc stat file; undefined when it cannot be read. */
function cpuOf(statFile: string): number | undefined {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // The fields after the command name (which may hold spaces) start at ") ": utime and stime are the 12th and 13th of them.
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / clockTicks();
  } catch {
    return undefined;
  }
}

/** CPU so far (µs) of each thread of this process, with the name it goes by; empty when /proc cannot be read. */
function threadsCpu(): Map<string, { group: ThreadGroup; micros: number }> {
  const threads = new Map<string, { group: ThreadGroup; micros: number }>();
  let ids: string[];
  try {
    ids = readdirSync('/proc/self/task');
  } catch {
    return threads;
  }
  for (const id of ids) {
    const micros = cpuOf(`/proc/self/task/${id}/stat`);
    let name: string;
    try {
      name = readFileSync(`/proc/self/task/${id}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (micros !== undefined) threads.set(id, { group: threadGroupOf(name), micros });
  }
  return threads;
}

/** The database server's processes working for the pool's database (its backends, and the server's own: WAL writer, checkpointer, …) with their CPU so far. */
async function databaseCpu(pool: pg.Pool): Promise<Map<number, number> | null> {
  const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() or datname is null');
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const micros = cpuOf(`/proc/${pid}/stat`);
    if (micros !== undefined) cpu.set(pid, micros);
  }
  // None readable: the server runs elsewhere (or in a container of its own).
  return cpu.size === 0 ? null : cpu;
}

/**
 * Start measuring CPU: answers the function that ends the stretch and tells what it cost. The
 * database's share is the CPU its processes used in between; a process that started meanwhile
 * (a new connection) counts whole, one that ended meanwhile is not counted; so do this process's threads.
 */
export async function startCpuMeter(pool: pg.Pool): Promise<() => Promise<CpuSpent>> {
  const processAtStart = process.cpuUsage();
  const threadsAtStart = threadsCpu();
  const databaseAtStart = await databaseCpu(pool);
  return async () => {
    const used = process.cpuUsage(processAtStart);
    const threadMicros: CpuSpent['threadMicros'] = {};
    for (const [id, { group, micros }] of threadsCpu()) threadMicros[group] = (threadMicros[group] ?? 0) + micros - (threadsAtStart.get(id)?.micros ?? 0);
    const databaseNow = databaseAtStart === null ? null : await databaseCpu(pool);
    let databaseMicros: number | null = null;
    if (databaseNow !== null) {
      databaseMicros = 0;
      for (const [pid, micros] of databaseNow) databaseMicros += micros - (databaseAtStart?.get(pid) ?? 0);
    }
    return { processMicros: used.user + used.system, databaseMicros, threadMicros };
  };
}
