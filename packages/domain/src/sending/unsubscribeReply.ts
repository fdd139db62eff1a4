/**
 * Phrases with which a recipient asks, in a reply, to get no more mail: "unsubscribe", "remove me
 * (from your list)", "take me off", "stop emailing me", "opt me out", "do not contact me", "no more
 * emails", "not interested, please remove"… (case and accents aside).
 */
const ASKS = [
  /\bun-?subscribe\b/,
  /\bremove (me|us|my (e-?mail|address|name))\b/,
  /\btake (me|us|my (e-?mail|address|name)) off\b/,
  /\bopt (me |us )?out\b/,
  /\bstop (e-?mailing|sending|contacting|messaging|writing to)\b/,
  /\b(do not|don'?t|never) (e-?mail|contact|message|write to) (me|us)\b/,
  /\bno more (e-?mails|messages)\b/,
  /\b(leave|let) (me|us) (alone|be)\b/,
];

/** A reply that is a single word of refusal: "STOP", "Remove", "Unsubscribe." */
const ONE_WORD = /^(stop|remove|unsubscribe|quit|cancel|end)[.!]*$/;

/** Phrases that are about something else: "how do I unsubscribe other agents", "don't remove me". */
const NOT_ASKING = [/\b(don'?t|do not|please don'?t) (un-?subscribe|remove)\b/, /\bhow (do|can) (i|we) (un-?subscribe|remove) (my|our) (clients?|customers?|agents?|listings?)\b/];

/**
 * Lines that are not the recipient asking, when a reply carries our message below its own words
 * without quoting it: a line with a link (our footer's "unsubscribe here: https://…"), our footer's
 * sentence itself.
 */
const NOT_THEIR_WORDS = [/\bhttps?:\/\//i, /to stop receiving these e-?mails/i];

/** The reply's text without the lines that are not the recipient's own (see NOT_THEIR_WORDS). */
export const theirWords = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => !NOT_THEIR_WORDS.some((pattern) => pattern.test(line)))
    .join('\n');

/** A subject that answers ours ("Re: …", "AW: …") repeats our words, not the recipient's. */
const REPLY_SUBJECT = /^\s*(re|aw|sv|antw|odp)\s*:/i;

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether a reply asks to be unsubscribed, from its own text (`snippet`, quoted lines left out) and
 * its subject when the recipient wrote one (not "Re: " and our subject).
 */
export function asksToUnsubscribe(reply: { subject: string; snippet: string }): boolean {
  const written = REPLY_SUBJECT.test(reply.subject) ? '' : reply.subject;
  return [reply.snippet, written].some((part) => {
    const text = normalise(theirWords(part));
    if (!text) return false;
    if (ONE_WORD.test(text)) return true;
    if (NOT_ASKING.some((pattern) => pattern.test(text))) return false;
    return ASKS.some((pattern) => pattern.test(text));
  });
}
