import { useCallback } from 'react';
import { useToast } from '../toast/useToast.ts';

/** Writes text to the clipboard; the fallback covers pages where the Clipboard API is unavailable (plain http). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // refused (no permission, not focused): try the old way
    }
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy refused');
  } finally {
    field.remove();
  }
}

/** Copies and says so: '{label} copied to clipboard', or 'Failed to copy {label}'. */
export function useCopyToClipboard(): (text: string, label: string) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (text: string, label: string) => {
      try {
        await copyText(text);
        toast({ title: `${label} copied to clipboard` });
      } catch {
        toast({ title: `Failed to copy ${label}`, variant: 'destructive' });
      }
    },
    [toast],
  );
}
