import { liveUpdateNotification, type LiveUpdateData } from '@outreach/contracts';
import type { ContactImportEvent } from '@outreach/domain';
import type { Projection } from '../projection.ts';

/** A row of read.contact_imports as the progress push reads it (its times still dates). */
type ProgressRow = Omit<LiveUpdateData<'contact_import_progress'>, 'startedAt' | 'completedAt'> & {
  startedAt: Date | null;
  completedAt: Date | null;
};

/** read.contact_imports and their rejected rows; pushes progress to browsers as it happens. */
export const contactImports: Projection = {
  name: 'contactImports',
  version: 1,
  tables: ['contact_imports', 'contact_import_rejections'],
  handles: ['ContactImportUploaded', 'ContactImportStarted', 'ContactImportProgressed', 'ContactImportCompleted', 'ContactImportFailed'],
  async apply({ tx, table }, events) {
    const touched = new Set<string>();
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as ContactImportEvent;
      const at = recorded.metadata.occurredAt;
      const id = event.data.importId;
      touched.add(id);
      switch (event.type) {
        case 'ContactImportUploaded': {
          const actor = recorded.metadata.actor;
          await tx.query(
            `insert into ${table('contact_imports')} (id, file_name, columns, status, uploaded_at, uploaded_by) values ($1, $2, $3, 'uploaded', $4, $5)
             on conflict (id) do nothing`,
            [id, event.data.fileName, JSON.stringify(event.data.columns), at, actor.kind === 'user' ? actor.username : null],
          );
          break;
        }
        case 'ContactImportStarted':
          await tx.query(`update ${table('contact_imports')} set status = 'running', started_at = $2 where id = $1`, [id, at]);
          break;
        case 'ContactImportProgressed':
          await tx.query(`update ${table('contact_imports')} set processed = $2, imported = $3, merged = $4, rejected = $5 where id = $1`, [
            id,
            event.data.processed,
            event.data.imported,
            event.data.merged,
            event.data.rejected,
          ]);
          if (event.data.rejections.length) {
            await tx.query(
              `insert into ${table('contact_import_rejections')} (import_id, line, reason, row_values)
               select $1, line, reason, row_values from jsonb_to_recordset($2::jsonb) as r(line integer, reason text, row_values jsonb)
               on conflict do nothing`,
              [id, JSON.stringify(event.data.rejections.map((r) => ({ line: r.line, reason: r.reason, row_values: r.row })))],
            );
          }
          break;
        case 'ContactImportCompleted':
          await tx.query(`update ${table('contact_imports')} set status = 'completed', completed_at = $2 where id = $1`, [id, at]);
          break;
        case 'ContactImportFailed':
          await tx.query(`update ${table('contact_imports')} set status = 'failed', error = $2, completed_at = $3 where id = $1`, [id, event.data.error, at]);
          break;
        default:
          break;
      }
    }
    const { rows } = await tx.query<ProgressRow>(
      `select id::text as "importId", file_name as "fileName", status, processed, imported, merged, rejected, error,
              started_at as "startedAt", completed_at as "completedAt"
         from ${table('contact_imports')} where id = any($1::uuid[])`,
      [[...touched]],
    );
    return rows.map((row) =>
      liveUpdateNotification('contact_import_progress', {
        ...row,
        startedAt: row.startedAt?.toISOString() ?? null,
        completedAt: row.completedAt?.toISOString() ?? null,
      }),
    );
  },
};
