/** The states of a CSV import. Free of zod, so that the web's first page can use it without the schemas. */
export const IMPORT_STATUSES = ['uploaded', 'running', 'completed', 'failed'] as const;
