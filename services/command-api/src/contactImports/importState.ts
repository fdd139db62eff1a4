import { aggregateStream, contactImport, contactImportStream } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';

export function loadImport(runtime: Runtime, importId: string) {
  return aggregateStream(runtime.eventStore, contactImportStream(importId), contactImport);
}
