import type pg from 'pg';

/** How far a mailbox's INBOX has been read. */
export interface ReplyCheckpoint {
  uidValidity: bigint;
  lastUid: number;
}

export async function loadReplyCheckpoint(pool: pg.Pool, accountId: string): Promise<ReplyCheckpoint | undefined> {
  const { rows } = await pool.query<{ uid_validity: string; last_uid: string }>(
    'select uid_validity, last_uid from dispatcher.reply_checkpoints where email_account_id = $1',
    [accountId],
  );
  return rows[0] ? { uidValidity: BigInt(rows[0].uid_validity), lastUid: Number(rows[0].last_uid) } : undefined;
}

/** Record how far it was read, after the replies found were recorded (read again after a crash, they are recorded once). */
export async function saveReplyCheckpoint(pool: pg.Pool, accountId: string, checkpoint: ReplyCheckpoint, at: Date): Promise<void> {
  await pool.query(
    `insert into dispatcher.reply_checkpoints (email_account_id, uid_validity, last_uid, checked_at) values ($1, $2, $3, $4)
     on conflict (email_account_id) do update set uid_validity = excluded.uid_validity, last_uid = excluded.last_uid, checked_at = excluded.checked_at`,
    [accountId, checkpoint.uidValidity.toString(), checkpoint.lastUid, at],
  );
}
