import { IMPORT_FIELDS, type ImportField } from '@outreach/contracts';
import type { ImportMapping, ImportProgress } from './contactImportsTypes.ts';

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  agentName: 'Agent Name',
  email: 'Email',
  phone: 'Phone',
  mobilePhone: 'Mobile Phone',
  officePhone: 'Office Phone',
  company: 'Company',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
  listingCount: 'Listings',
  totalListingsForRent: 'Rental Listings',
  yearsExperience: 'Years Experience',
  serviceAreas: 'Service Areas',
  notes: 'Notes',
};

/** The fields a contact needs at least one of (the server refuses a mapping without them). */
const IDENTIFYING_FIELDS: readonly ImportField[] = ['email', 'phone', 'mobilePhone'];
export const MAPPING_NEEDS_IDENTIFIER = 'Map at least an email or a phone column';

export function isImportField(value: string): value is ImportField {
  return (IMPORT_FIELDS as readonly string[]).includes(value);
}

/** Every column of the file, prefilled from the server's suggestion; unknown columns are not imported. */
export function initialMapping(columns: string[], suggested: Record<string, ImportField | null>): ImportMapping {
  return Object.fromEntries(columns.map((column) => [column, suggested[column] ?? null]));
}

/** Why the mapping cannot be imported yet, or null: it needs an email or phone column, and a field fed by one column only. */
export function mappingProblem(mapping: ImportMapping): string | null {
  const fields = Object.values(mapping).filter((field): field is ImportField => field !== null);
  if (!fields.some((field) => IDENTIFYING_FIELDS.includes(field))) return MAPPING_NEEDS_IDENTIFIER;
  const twice = fields.find((field, index) => fields.indexOf(field) !== index);
  if (twice) return `${IMPORT_FIELD_LABELS[twice]} is mapped from more than one column`;
  return null;
}

/** The preview rows' own key (a CSV column of that name is unlikely). */
export const PREVIEW_ROW_KEY = '__previewRow';

export interface PreviewColumn {
  column: string;
  field: ImportField;
}

export interface PreviewTable {
  columns: PreviewColumn[];
  rows: Record<string, string>[];
}

/** The sample rows as they will be imported: only mapped columns, keyed by column name, in file order. */
export function mappedPreview(columns: string[], sampleRows: string[][], mapping: ImportMapping): PreviewTable {
  const mapped = columns.flatMap((column, index) => {
    const field = mapping[column];
    return field ? [{ column, field, index }] : [];
  });
  return {
    columns: mapped.map(({ column, field }) => ({ column, field })),
    rows: sampleRows.map((row, rowIndex) => ({
      [PREVIEW_ROW_KEY]: String(rowIndex),
      ...Object.fromEntries(mapped.map(({ column, index }) => [column, row[index] ?? ''])),
    })),
  };
}

/** Still being worked on by the server: poll again. */
export function isImportRunning(progress: Pick<ImportProgress, 'status'> | undefined): boolean {
  return progress?.status === 'uploaded' || progress?.status === 'running';
}

/** The X-File-Name header: the name percent-encoded (headers carry bytes only; the server decodes it). */
export function fileNameHeader(name: string): string {
  return encodeURIComponent(name);
}

export function rejectionsCsvUrl(importId: string): string {
  return `/api/contact-imports/${encodeURIComponent(importId)}/rejections?format=csv`;
}

const STATUS_ORDER: Record<ImportProgress['status'], number> = { uploaded: 0, running: 1, completed: 2, failed: 2 };

/**
 * Whether pushed progress should replace what the screen shows: a later status, or the same status
 * with at least as many rows processed (a poll answer and a push may arrive in either order).
 */
export function isNewerImportProgress(current: ImportProgress | undefined, incoming: ImportProgress): boolean {
  if (!current) return true;
  const currentOrder = STATUS_ORDER[current.status];
  const incomingOrder = STATUS_ORDER[incoming.status];
  if (incomingOrder !== currentOrder) return incomingOrder > currentOrder;
  return incoming.processed >= current.processed;
}
