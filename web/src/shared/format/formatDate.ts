const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A bare calendar date ('2025-01-05') is a day, not midnight UTC.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Jan 5, 2025'; an unreadable value is shown as given, a missing one as ''. */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? DATE.format(date) : (value ?? '');
}

/** 'Jan 5, 2025, 3:04 PM'; an unreadable value is shown as given, a missing one as ''. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? DATE_TIME.format(date) : (value ?? '');
}
