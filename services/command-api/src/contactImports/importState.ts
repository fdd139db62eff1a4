import { contactImport, contactImportStream, fold, type ContactImportEvent, type ContactImportState } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';

export async function loadImport(runtime: Runtime, importId: string): Promise<{ state: ContactImportState; revision: bigint | undefined }> {
  const events: ContactImportEvent[] = [];
  let revision: bigint | undefined;
  for await (const e of runtime.eventStore.readStream(contactImportStream(importId))) {
    events.push({ type: e.type, data: e.data } as ContactImportEvent);
    revision = e.revision;
  }
  return { state: fold(contactImport, events), revision };
}
