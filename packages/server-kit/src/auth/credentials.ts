import type pg from 'pg';

export async function storePasswordHash(pool: pg.Pool, userId: string, passwordHash: string): Promise<void> {
  await pool.query(
    `insert into auth.credentials (user_id, password_hash) values ($1, $2)
     on conflict (user_id) do update set password_hash = excluded.password_hash, updated_at = now()`,
    [userId, passwordHash],
  );
}

export async function findPasswordHash(pool: pg.Pool, userId: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ password_hash: string }>(`select password_hash from auth.credentials where user_id = $1`, [userId]);
  return rows[0]?.password_hash;
}

export async function deleteCredentials(pool: pg.Pool, userId: string): Promise<void> {
  await pool.query(`delete from auth.credentials where user_id = $1`, [userId]);
}

export async function anyCredentials(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query(`select 1 from auth.credentials limit 1`);
  return rows.length > 0;
}
