import { formatDate } from '../../shared/format/formatDate.ts';

/** The library card shows the first 100 characters of the content (spec part 2 §9). */
export const LIBRARY_PREVIEW_LENGTH = 100;

/** The first 100 characters of the content, '...' when there is more; an emoji counts as one. */
export function contentPreview(content: string): string {
  const characters = [...content.trim()];
  if (characters.length <= LIBRARY_PREVIEW_LENGTH) return characters.join('');
  return `${characters.slice(0, LIBRARY_PREVIEW_LENGTH).join('')}...`;
}

/** 'Created Jan 5, 2026', or 'Unknown' without a readable date. */
export function createdLabel(createdAt: string | null | undefined): string {
  if (!createdAt || Number.isNaN(new Date(createdAt).getTime())) return 'Unknown';
  return formatDate(createdAt);
}

/** '1 subject variation', '3 subject variations'. */
export function subjectVariationsLabel(count: number): string {
  return `${count} subject variation${count === 1 ? '' : 's'}`;
}
