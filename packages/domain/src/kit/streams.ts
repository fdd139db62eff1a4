/**
 * Stream names are `{category}-{id}`. Categories may contain dashes (`sms-conversation`), so the
 * known ones are listed here; any other stream's category is the text before its first dash.
 */
export const STREAM_CATEGORIES = [
  'sms-conversation',
  'email-delivery',
  'outbound-email',
  'email-verification',
  'contact-email',
  'contact-phone',
  'conversation-phone',
  'ai-generation',
  'username',
  'user-email',
  'contact',
  'campaign',
  'template',
  'user',
  'session',
  'staging',
  'settings',
  'import',
] as const;

const byLength = [...STREAM_CATEGORIES].sort((a, b) => b.length - a.length);

export function streamName(category: string, id: string): string {
  return `${category}-${id}`;
}

export function streamCategory(streamId: string): string {
  const known = byLength.find((c) => streamId.startsWith(`${c}-`));
  if (known) return known;
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}

export function streamIdPart(streamId: string): string {
  const category = streamCategory(streamId);
  return streamId.length > category.length ? streamId.slice(category.length + 1) : '';
}
