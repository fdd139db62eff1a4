import { z } from 'zod';
import { accepted } from './answers.ts';
import { IMPORT_FIELDS } from './choices.ts';
import { IMPORT_STATUSES } from './importStatuses.ts';

export { IMPORT_STATUSES };

export { IMPORT_FIELDS } from './choices.ts';
export const importField = z.enum(IMPORT_FIELDS);
export type ImportField = z.infer<typeof importField>;

/** POST /api/contact-imports (body: the CSV file, text/csv) answers the file's shape. */
export const uploadedImport = z.object({
  importId: z.string(),
  fileName: z.string().nullable(),
  columns: z.array(z.string()),
  sampleRows: z.array(z.array(z.string())),
  suggestedMapping: z.record(z.string(), importField.nullable()),
});

/** POST /api/contact-imports/{id}/start {mapping: column → field or null} */
export const startImportBody = z.object({
  mapping: z.record(z.string(), importField.nullable()).refine((m) => Object.values(m).some((f) => f === 'email' || f === 'phone' || f === 'mobilePhone'), {
    message: 'Map at least an email or a phone column',
  }),
});

/** GET /api/contact-imports/{id}; also pushed on /ws as {type:'contact_import_progress', data}. */
export const importProgress = z.object({
  importId: z.string(),
  fileName: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  processed: z.number(),
  imported: z.number(),
  merged: z.number(),
  rejected: z.number(),
  error: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type ImportProgress = z.infer<typeof importProgress>;
/** GET /api/contact-imports/{id}/rejections: rejected rows with their reasons (JSON, or a CSV download with ?format=csv). */
export const importRejection = z.object({ line: z.number(), reason: z.string(), row: z.record(z.string(), z.string()) });
export const importRejections = z.array(importRejection).readonly();
/** ?format=json|csv of the rejections download. */
export const importRejectionsQuery = z.object({ format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json') });
/** POST /api/contact-imports answers 201 with the file's shape. */
export const importUploaded = accepted(uploadedImport);
/** POST /api/contact-imports/{id}/start answers 202 with the import's progress. */
export const importStarted = accepted(importProgress);
