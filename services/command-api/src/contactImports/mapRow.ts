import { DomainError, normalizeContactFields, type ContactFields, type RawContactFields } from '@outreach/domain';
import type { ImportMapping } from '@outreach/domain';
import { unsafeTextReason, withoutUnsafeText } from '@outreach/server-kit';

export type MappedRow = { ok: true; fields: ContactFields } | { ok: false; reason: string };

/** One CSV row through the column mapping and the contact rules: normalised fields, or why not. */
export function mapRow(columns: readonly string[], values: readonly string[], mapping: ImportMapping): MappedRow {
  if (values.length > columns.length) return { ok: false, reason: `The row has ${values.length} values but the header has ${columns.length} columns` };
  for (const [i, value] of values.entries()) {
    const problem = unsafeTextReason(value);
    if (problem) return { ok: false, reason: `${columns[i]} ${problem}` };
  }
  const raw: RawContactFields = {};
  columns.forEach((column, i) => {
    const field = mapping[column];
    if (!field) return;
    const value = values[i] ?? '';
    const key = (field === 'mobilePhone' ? 'phone' : field) as keyof ContactFields;
    if (value.trim() !== '' || raw[key] === undefined) raw[key] = value;
  });
  try {
    return { ok: true, fields: normalizeContactFields(raw, { requireIdentity: true }) };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** A rejected row as it is kept for the download, with what cannot be stored replaced by U+FFFD. */
export function rowRecord(columns: readonly string[], values: readonly string[]): Record<string, string> {
  const record: Record<string, string> = {};
  columns.forEach((c, i) => (record[c] = withoutUnsafeText(values[i] ?? '')));
  return record;
}
