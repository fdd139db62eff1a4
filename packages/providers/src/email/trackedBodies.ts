import { Parser } from 'htmlparser2';
import { LinkifyIt } from 'linkify-it';

/** How an e-mail's opens and clicks are seen: a pixel to load, a redirect for each link. */
export interface EmailTracking {
  /** The open pixel's address; none: opens are not tracked. */
  pixelUrl?: string | null | undefined;
  /** The redirect address for a link; none: clicks are not tracked. */
  clickUrl?: ((url: string) => string) | null | undefined;
}

const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false });
const TRACKABLE = /^https?:\/\//i;

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** Each http(s) link written out in the text goes through the redirect. */
function trackTextLinks(text: string, clickUrl: (url: string) => string): string {
  const matches = (linkify.match(text) ?? []).filter((m) => TRACKABLE.test(m.url));
  let out = '';
  let at = 0;
  for (const m of matches) {
    out += text.slice(at, m.index) + clickUrl(m.url);
    at = m.lastIndex;
  }
  return out + text.slice(at);
}

/** Each anchor's http(s) href goes through the redirect; nothing else in the document changes. */
function trackHtmlLinks(html: string, clickUrl: (url: string) => string): string {
  const edits: { start: number; end: number; tag: string }[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const href = attributes.href?.trim();
        if (name !== 'a' || !href || !TRACKABLE.test(href)) return;
        const start = parser.startIndex;
        const end = parser.endIndex + 1;
        const source = html.slice(start, end);
        const replaced = source.replace(/(\shref\s*=\s*)("[^"]*"|'[^']*'|[^\s>]+)/i, (_all, prefix: string) => `${prefix}"${escapeHtml(clickUrl(href.replaceAll('&amp;', '&')))}"`);
        edits.push({ start, end, tag: replaced });
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += html.slice(at, edit.start) + edit.tag;
    at = edit.end;
  }
  return out + html.slice(at);
}

/** The plain text as simple HTML (the open pixel needs an HTML part): escaped, lines kept, links clickable. */
function textAsHtml(text: string): string {
  const links = linkify.match(text) ?? [];
  let out = '';
  let at = 0;
  for (const m of links) {
    out += escapeHtml(text.slice(at, m.index)) + `<a href="${escapeHtml(m.url)}">${escapeHtml(m.text)}</a>`;
    at = m.lastIndex;
  }
  out += escapeHtml(text.slice(at));
  return `<div style="white-space:pre-wrap">${out}</div>`;
}

/**
 * An e-mail's bodies with its opens and clicks tracked: links through the redirect (the plain text's
 * and the HTML's), the pixel at the end of the HTML (made from the text when there is none).
 * Tracked links keep working: the redirect leads to the same address.
 */
export function trackedBodies(bodies: { text: string; html: string | null }, tracking: EmailTracking): { text: string; html: string | null } {
  const { pixelUrl, clickUrl } = tracking;
  if (!pixelUrl && !clickUrl) return bodies;
  let html = bodies.html ?? (pixelUrl ? textAsHtml(bodies.text) : null);
  const text = clickUrl ? trackTextLinks(bodies.text, clickUrl) : bodies.text;
  if (html !== null && clickUrl) html = trackHtmlLinks(html, clickUrl);
  if (html !== null && pixelUrl) {
    const pixel = `<img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`;
    html = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${pixel}</body>`) : `${html}${pixel}`;
  }
  return { text, html };
}
