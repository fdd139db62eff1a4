import type { ImportField, ImportProgress, importRejection, uploadedImport } from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';

export type UploadedImport = WireType<typeof uploadedImport>;
export type ImportRejection = WireType<typeof importRejection>;
export type { ImportField, ImportProgress };

/** CSV column → the contact field it fills, or null for 'Do not import'. */
export type ImportMapping = Record<string, ImportField | null>;
