import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import type { UploadedImport } from './contactImportsTypes.ts';
import { fileNameHeader } from './importMapping.ts';

/** POST /api/contact-imports with the raw CSV file: answers its columns, sample rows and a suggested mapping. */
export function useUploadContactImport() {
  return useMutation({
    mutationFn: (file: File) =>
      apiFetch<UploadedImport>('/api/contact-imports', {
        method: 'POST',
        rawBody: { content: file, contentType: 'text/csv' },
        headers: { 'X-File-Name': fileNameHeader(file.name) },
      }),
  });
}
