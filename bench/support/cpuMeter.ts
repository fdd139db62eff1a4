import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** CPU time spent over a stretch, in microseconds: this process (every thread), and the database server when its processes can be read. */
export interface CpuSpent {
  processMicros: number;
  /** null: the database server's processes are not on this machine, or /proc cannot be read. */
  databaseMicros: number | null;
}

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK; 100 on Linux nearly always). */
let ticksPerSecond: number | undefined;
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  return ticksPerSecond;
}

/** User and system CPU a process has used so far (µs), from /proc/<pid>/stat; undefined when it cannot be read. */
function processCpu(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start at ") ": utime and stime are the 12th and 13th of them.
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / clockTicks();
  } catch {
    return undefined;
  }
}

/** The database server's processes working for the pool's database (its backends, and the server's own: WAL writer, checkpointer, …) with their CPU so far. */
async function databaseCpu(pool: pg.Pool): Promise<Map<number, number> | null> {
  const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() or datname is null');
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const micros = processCpu(pid);
    if (micros !== undefined) cpu.set(pid, micros);
  }
  // None readable: the server runs elsewhere (or in a container of its own).
  return cpu.size === 0 ? null : cpu;
}

/**
 * Start measuring CPU: answers the function that ends the stretch and tells what it cost. The
 * database's share is the CPU its processes used in between; a process that started meanwhile
 * (a new connection) counts whole, one that ended meanwhile is not counted.
 */
export async function startCpuMeter(pool: pg.Pool): Promise<() => Promise<CpuSpent>> {
  const processAtStart = process.cpuUsage();
  const databaseAtStart = await databaseCpu(pool);
  return async () => {
    const used = process.cpuUsage(processAtStart);
    const databaseNow = databaseAtStart === null ? null : await databaseCpu(pool);
    let databaseMicros: number | null = null;
    if (databaseNow !== null) {
      databaseMicros = 0;
      for (const [pid, micros] of databaseNow) databaseMicros += micros - (databaseAtStart?.get(pid) ?? 0);
    }
    return { processMicros: used.user + used.system, databaseMicros };
  };
}
