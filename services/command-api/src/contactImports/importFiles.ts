import { Readable } from 'node:stream';
import { DomainError } from '@outreach/domain';
import type pg from 'pg';

export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
const CHUNK_BYTES = 256 * 1024;

/**
 * Store an uploaded file in chunks as it arrives (never all of it in memory), stopping with 413
 * past the size limit. `onChunk` sees the data as it goes (for the header and the preview).
 */
export async function storeUpload(
  pool: pg.Pool,
  importId: string,
  body: AsyncIterable<Buffer | string>,
  onChunk: (chunk: Buffer) => void,
): Promise<number> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  let seq = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    await pool.query(`insert into command.import_files (import_id, seq, data) values ($1, $2, $3)`, [importId, seq++, Buffer.concat(pending)]);
    pending = [];
    pendingBytes = 0;
  };
  try {
    for await (const part of body) {
      const chunk = typeof part === 'string' ? Buffer.from(part) : part;
      total += chunk.length;
      if (total > MAX_UPLOAD_BYTES) throw new DomainError('invalid', `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
      onChunk(chunk);
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= CHUNK_BYTES) await flush();
    }
    await flush();
  } catch (error) {
    await deleteUpload(pool, importId);
    throw error;
  }
  return total;
}

/** The stored file as a stream, chunk by chunk. */
export function readUpload(pool: pg.Pool, importId: string): Readable {
  let seq = 0;
  return new Readable({
    async read() {
      try {
        const { rows } = await pool.query<{ data: Buffer }>(`select data from command.import_files where import_id = $1 and seq = $2`, [importId, seq++]);
        this.push(rows[0] ? rows[0].data : null);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}

export async function deleteUpload(pool: pg.Pool, importId: string): Promise<void> {
  await pool.query(`delete from command.import_files where import_id = $1`, [importId]);
}
