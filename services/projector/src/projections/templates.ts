import { liveUpdateNotification } from '@outreach/contracts';
import { actorName, type TemplateEvent, type TemplateFields } from '@outreach/domain';
import type { Projection } from '../projection.ts';

const fieldValues = (fields: TemplateFields) => [fields.type, fields.name, fields.subjectLines, fields.content, fields.variables, fields.targetTier, fields.category, fields.status];

/** read.templates: the template library as it is now, for the builder, the library and the SMS screens; a batch that changed it is pushed as templates_changed. */
export const templates: Projection = {
  name: 'templates',
  version: 1,
  tables: ['templates'],
  handles: ['TemplateCreated', 'TemplateCopied', 'TemplateUpdated', 'TemplateDeleted'],
  async apply({ tx, table }, events) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as TemplateEvent;
      const by = actorName(recorded.metadata.actor);
      switch (event.type) {
        case 'TemplateCreated':
        case 'TemplateCopied': {
          const { templateId, createdAt, ...fields } = event.data;
          await tx.query(
            `insert into ${table('templates')}
               (id, type, name, subject_lines, content, variables, target_tier, category, status, copied_from_id, created_at, updated_at, created_by, updated_by)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $12)
             on conflict (id) do nothing`,
            [templateId, ...fieldValues(fields), event.type === 'TemplateCopied' ? event.data.copiedFromId : null, createdAt, by],
          );
          break;
        }
        case 'TemplateUpdated':
          await tx.query(
            `update ${table('templates')}
                set type = $2, name = $3, subject_lines = $4, content = $5, variables = $6, target_tier = $7, category = $8, status = $9,
                    updated_at = $10, updated_by = $11
              where id = $1`,
            [event.data.templateId, ...fieldValues(event.data), event.data.updatedAt, by],
          );
          break;
        case 'TemplateDeleted':
          await tx.query(`delete from ${table('templates')} where id = $1`, [event.data.templateId]);
          break;
        default:
          break;
      }
    }
    return events.length > 0 ? [liveUpdateNotification('templates_changed', {})] : [];
  },
};
