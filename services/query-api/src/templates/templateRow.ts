import { smsTemplateLength, templateView, type TemplateView } from '@outreach/contracts';
import { smsLength } from '@outreach/domain';
import { sql } from 'slonik';

/** A row of read.templates as `templateView` reads it (the SMS length is computed from the text). */
export const templateRow = templateView.omit({ sms: true });
type TemplateRow = ReturnType<typeof templateRow.parse>;

export const selectTemplate = sql.fragment`
  select id::text as id, type, name, subject_lines as "subjectLines", content, variables, target_tier as "targetTier", category, status,
         copied_from_id::text as "copiedFromId", created_at as "createdAt", updated_at as "updatedAt"
    from read.templates`;

export function toTemplateView(row: TemplateRow): TemplateView {
  return { ...row, sms: row.type === 'sms' ? smsTemplateLength.parse(smsLength(row.content)) : null };
}
