import { domainToASCII } from 'node:url';
import type { SendMailOptions } from 'nodemailer';
import type { DkimKey } from './dkimKey.ts';

export interface EmailParty {
  email: string;
  name?: string | null | undefined;
}

export interface ComposeEmailInput {
  /** Our id of the message: the X-Outreach-Message-Id header and the local part of the Message-ID. */
  messageId: string;
  from: EmailParty;
  to: EmailParty;
  subject: string;
  /** The plain-text body, always sent (the product writes plain text first). */
  text: string;
  /** An HTML body besides the plain text; the message is then multipart/alternative. */
  html?: string | null | undefined;
  replyTo?: string | null | undefined;
  /** Marketing mail must name a way out and the sender's postal address (RFC 8058, CAN-SPAM). */
  marketing: boolean;
  /** One-click unsubscribe: an https URL taking the RFC 8058 POST, and a mailto: address. */
  unsubscribe?: { url: string; mailto: string } | null | undefined;
  /** The sender's physical postal address, printed in the footer of marketing mail. */
  postalAddress?: string | null | undefined;
  /** The sending account's signature (email_accounts.signature), plain text, placed before the footer. */
  signature?: string | null | undefined;
  /** Signs the message (DKIM) when given; see dkimFor. */
  dkim?: DkimKey | null | undefined;
  campaignId?: string | null | undefined;
  /** The Date header; the sender's own clock when not given. */
  date?: Date | undefined;
  /** A reply in a thread: our ids of the message it answers (In-Reply-To) and of the thread's messages, oldest first (References), all sent from the same domain. */
  inReplyTo?: string | null | undefined;
  references?: readonly string[] | null | undefined;
}

/** Headers a receiver (and a provider's webhook) uses to tie events back to our message and campaign. */
export const MESSAGE_ID_HEADER = 'X-Outreach-Message-Id';
export const CAMPAIGN_ID_HEADER = 'X-Outreach-Campaign-Id';

/**
 * The header fields the DKIM signature covers, when present: the ones a receiver shows or acts on
 * (RFC 6376 §5.4.1), the unsubscribe pair (RFC 8058 §4 requires both signed) and our ids.
 */
export const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'To',
  'Cc',
  'Subject',
  'Date',
  'Message-ID',
  'In-Reply-To',
  'References',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  MESSAGE_ID_HEADER,
  CAMPAIGN_ID_HEADER,
].join(':');

// A dot-atom made of characters that need no quoting or encoding anywhere in a header.
const ID_PATTERN = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
const ADDRESS_PATTERN = /^[^\s@<>",;]+@([^\s@<>",;.]+(?:\.[^\s@<>",;.]+)+)$/u;

/**
 * The one place a message we send is put together: headers, body, compliance footer and DKIM
 * signature, as options for nodemailer's sendMail (SMTP accounts) or any transport taking them.
 * Throws an Error saying what is missing when the message may not go out as asked.
 */
export function composeEmail(input: ComposeEmailInput): SendMailOptions {
  const messageId = checkedId(input.messageId, 'messageId');
  const campaignId = input.campaignId == null ? null : checkedId(input.campaignId, 'campaignId');
  const fromDomain = domainOf(input.from.email, 'from');
  domainOf(input.to.email, 'to');
  if (input.replyTo != null) domainOf(input.replyTo, 'replyTo');
  if (input.subject.trim() === '') throw new Error('The e-mail has no subject');
  if (input.text.trim() === '') throw new Error('The e-mail has no plain-text body');

  const unsubscribe = input.unsubscribe == null ? null : checkedUnsubscribe(input.unsubscribe);
  const postalAddress = input.postalAddress?.trim() || null;
  if (input.marketing) {
    if (!unsubscribe) throw new Error('Marketing e-mail needs an unsubscribe link (an https URL and a mailto: address) before it can be sent');
    if (!postalAddress) throw new Error('Marketing e-mail needs the sender’s postal address for its footer before it can be sent');
  }
  const footer = input.marketing && unsubscribe && postalAddress ? { postalAddress, unsubscribeUrl: unsubscribe.url } : null;
  const signature = input.signature?.trim() ? normaliseLines(input.signature).trim() : null;

  const headers: Record<string, string> = { [MESSAGE_ID_HEADER]: messageId };
  if (campaignId) headers[CAMPAIGN_ID_HEADER] = campaignId;
  if (unsubscribe) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';

  const options: SendMailOptions = {
    messageId: `<${messageId}@${fromDomain}>`,
    from: party(input.from),
    to: party(input.to),
    subject: input.subject,
    text: plainBody(input.text, signature, footer),
    headers,
  };
  if (input.html != null && input.html.trim() !== '') options.html = htmlBody(input.html, signature, footer);
  if (input.replyTo != null) options.replyTo = input.replyTo;
  if (input.date) options.date = input.date;
  if (input.inReplyTo) options.inReplyTo = `<${checkedId(input.inReplyTo, 'inReplyTo')}@${fromDomain}>`;
  if (input.references?.length) options.references = input.references.map((id) => `<${checkedId(id, 'references')}@${fromDomain}>`);
  // One List-Unsubscribe header holding both ways out, the https one first (RFC 2369, RFC 8058).
  if (unsubscribe) options.list = { unsubscribe: [[unsubscribe.url, unsubscribe.mailto]] };
  if (input.dkim) {
    options.dkim = {
      domainName: input.dkim.domainName,
      keySelector: input.dkim.keySelector,
      privateKey: input.dkim.privateKey,
      headerFieldNames: DKIM_SIGNED_HEADERS,
    };
  }
  return options;
}

interface Footer {
  postalAddress: string;
  unsubscribeUrl: string;
}

function plainBody(text: string, signature: string | null, footer: Footer | null): string {
  const parts = [normaliseLines(text).trimEnd()];
  // "-- " on its own line is the signature separator mail readers recognise (RFC 3676 §4.3).
  if (signature) parts.push(`-- \n${signature}`);
  if (footer) parts.push(`${footer.postalAddress}\nTo stop receiving these e-mails, unsubscribe here: ${footer.unsubscribeUrl}`);
  return `${parts.join('\n\n')}\n`;
}

function htmlBody(html: string, signature: string | null, footer: Footer | null): string {
  let tail = '';
  if (signature) tail += `<div class="signature">-- <br>${escapeHtml(signature).replaceAll('\n', '<br>')}</div>`;
  if (footer) {
    tail +=
      `<div class="footer" style="margin-top:24px;font-size:12px;color:#666">` +
      `${escapeHtml(footer.postalAddress).replaceAll('\n', '<br>')}<br>` +
      `To stop receiving these e-mails, <a href="${escapeHtml(footer.unsubscribeUrl)}">unsubscribe here</a>.</div>`;
  }
  if (!tail) return html;
  // Inside the body when the HTML is a whole document, otherwise after the fragment.
  const bodyEnd = html.search(/<\/body\s*>/i);
  return bodyEnd < 0 ? `${html}\n${tail}` : `${html.slice(0, bodyEnd)}${tail}\n${html.slice(bodyEnd)}`;
}

function checkedUnsubscribe(unsubscribe: { url: string; mailto: string }): { url: string; mailto: string } {
  const url = unsubscribe.url.trim();
  const mailto = unsubscribe.mailto.trim();
  if (!isUrl(url, 'https:')) throw new Error(`The unsubscribe link must be an https URL (got "${url}")`);
  if (!isUrl(mailto, 'mailto:') || !ADDRESS_PATTERN.test(new URL(mailto).pathname)) {
    throw new Error(`The unsubscribe address must be a mailto: address (got "${mailto}")`);
  }
  return { url, mailto };
}

function isUrl(value: string, protocol: string): boolean {
  try {
    return new URL(value).protocol === protocol && !/[\s<>]/.test(value);
  } catch {
    return false;
  }
}

function checkedId(id: string, field: string): string {
  if (!ID_PATTERN.test(id)) throw new Error(`The e-mail's ${field} "${id}" may only hold letters, digits, '-', '_' and single dots`);
  return id;
}

function domainOf(email: string, field: string): string {
  // The ASCII form (lower case, punycode), so an internationalised domain can stand in the Message-ID.
  const domain = domainToASCII(ADDRESS_PATTERN.exec(email)?.[1] ?? '');
  if (!domain) throw new Error(`The e-mail's ${field} address "${email}" is not an e-mail address`);
  return domain;
}

function party(p: EmailParty): string | { name: string; address: string } {
  const name = p.name?.trim();
  return name ? { name, address: p.email } : p.email;
}

function normaliseLines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
