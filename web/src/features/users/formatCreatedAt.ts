const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A user's creation date as 'Jan 5, 2025'; an unreadable value is shown as given. */
export function formatCreatedAt(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : DATE_FORMAT.format(date);
}
