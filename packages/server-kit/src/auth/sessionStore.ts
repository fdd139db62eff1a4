import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

export const SESSION_COOKIE = 'outreach_session';
/** Remember me keeps a session this long. */
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser-session cookie's server-side lifetime, extended while it is used. */
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

export interface Session {
  userId: string;
  username: string;
  persistent: boolean;
  expiresAt: Date;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session from `now` (the runtime's clock) for the signed-in user; its token goes in the cookie. */
export async function createSession(
  pool: pg.Pool,
  input: { userId: string; username: string; persistent: boolean; ip?: string; userAgent?: string },
  now: Date,
): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + (input.persistent ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
  await pool.query(
    `insert into auth.sessions (token_hash, user_id, username, persistent, expires_at, ip, user_agent, created_at, last_seen_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [hash(token), input.userId, input.username, input.persistent, expiresAt, input.ip ?? null, input.userAgent?.slice(0, 500) ?? null, now],
  );
  return { token, session: { userId: input.userId, username: input.username, persistent: input.persistent, expiresAt } };
}

/** The session for a cookie token still live at `now` (the runtime's clock); browser sessions slide forward while used. */
export async function findSession(pool: pg.Pool, token: string | undefined, now: Date): Promise<Session | undefined> {
  if (!token || token.length > 200) return undefined;
  const { rows } = await pool.query<{ user_id: string; username: string; persistent: boolean; expires_at: Date }>(
    `update auth.sessions
        set last_seen_at = $3,
            expires_at = case when persistent then expires_at else greatest(expires_at, $3::timestamptz + $2::interval) end
      where token_hash = $1 and expires_at > $3
      returning user_id, username, persistent, expires_at`,
    [hash(token), `${BROWSER_SESSION_MS / 1000} seconds`, now],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { userId: row.user_id, username: row.username, persistent: row.persistent, expiresAt: row.expires_at };
}

export async function deleteSession(pool: pg.Pool, token: string | undefined): Promise<Session | undefined> {
  if (!token) return undefined;
  const { rows } = await pool.query<{ user_id: string; username: string; persistent: boolean; expires_at: Date }>(
    `delete from auth.sessions where token_hash = $1 returning user_id, username, persistent, expires_at`,
    [hash(token)],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, username: row.username, persistent: row.persistent, expiresAt: row.expires_at } : undefined;
}

export async function deleteUserSessions(pool: pg.Pool, userId: string): Promise<void> {
  await pool.query(`delete from auth.sessions where user_id = $1`, [userId]);
}

/** Rename carried into live sessions so the header shows the new username at once. */
export async function renameSessionUser(pool: pg.Pool, userId: string, username: string): Promise<void> {
  await pool.query(`update auth.sessions set username = $2 where user_id = $1`, [userId, username]);
}
