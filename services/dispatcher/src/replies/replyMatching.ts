/** Our message ids are UUIDs: the local part of the Message-ID of every e-mail we send. */
const OUR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MESSAGE_ID = /<([^<>@\s]+)@[^<>\s]+>/g;

/** The message ids in a header's value (`<id@domain> <id@domain>`), in order. */
function idsIn(value: string | undefined): string[] {
  return [...(value ?? '').matchAll(MESSAGE_ID)].map((m) => m[1]!.toLowerCase()).filter((id) => OUR_ID.test(id));
}

/**
 * Which of our e-mails a received message may answer, the likeliest first: the one In-Reply-To
 * names, then those of References from the newest (its last) to the oldest. Each once.
 */
export function answeredMessageIds(inReplyTo: string | undefined, references: string | undefined): string[] {
  return [...new Set([...idsIn(inReplyTo), ...idsIn(references).reverse()])];
}

/** The value of the References header in raw header lines (folded lines joined). */
export function referencesHeader(rawHeaders: string): string | undefined {
  const unfolded = rawHeaders.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => /^references\s*:/i.test(l));
  return line?.slice(line.indexOf(':') + 1).trim();
}
