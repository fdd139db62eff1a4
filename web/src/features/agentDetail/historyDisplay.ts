/** 'CallLogged' → 'Call Logged', 'contact_imported' → 'Contact Imported'. */
export function historyTypeLabel(type: string): string {
  return type
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}

const COLORS: [RegExp, string][] = [
  [/call/i, 'green'],
  [/status|unsubscrib/i, 'orange'],
  [/import|transfer|promot/i, 'purple'],
  [/sms|message|text|email|communication/i, 'blue'],
];

/** The timeline dot's colour by kind of entry: calls, status changes, imports, messages; other edits grey. */
export function historyTypeColor(type: string): string {
  return COLORS.find(([pattern]) => pattern.test(type))?.[1] ?? 'gray';
}
