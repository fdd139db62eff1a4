import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';

/**
 * Apply numbered SQL files (`NNN_name.sql`) from `dir` in order, each once, each in its own
 * transaction, under an advisory lock so several processes starting together do not race.
 * `owner` names the set (applied files are recorded per owner in public.schema_migrations).
 */
export async function migrate(pool: pg.Pool, owner: string, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  const lock = `outreach:migrations:${owner}`;
  try {
    await client.query(`select pg_advisory_lock(hashtextextended($1, 0))`, [lock]);
    await client.query(
      `create table if not exists public.schema_migrations (
         owner text not null, name text not null, applied_at timestamptz not null default now(),
         primary key (owner, name))`,
    );
    const done = new Set(
      (await client.query<{ name: string }>(`select name from public.schema_migrations where owner = $1`, [owner])).rows.map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const text = await readFile(join(dir, file), 'utf8');
      await client.query('begin');
      try {
        await client.query(text);
        await client.query(`insert into public.schema_migrations (owner, name) values ($1, $2)`, [owner, file]);
        await client.query('commit');
        applied.push(file);
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${owner}/${file} failed: ${(error as Error).message}`);
      }
    }
  } finally {
    await client.query(`select pg_advisory_unlock(hashtextextended($1, 0))`, [lock]).catch(() => undefined);
    client.release();
  }
  return applied;
}
