import { Parser } from 'htmlparser2';
import { LinkifyIt } from 'linkify-it';
import { parse as parseUrl } from 'tldts';

/** A link a message carries: where it goes, and the text a reader sees for it (HTML anchors). */
export interface MessageLink {
  url: string;
  /** The registrable domain (example.com for www.example.com), or the host when there is none (an IP address). */
  domain: string;
  hostname: string;
  isIp: boolean;
  secure: boolean;
  /** The anchor's visible text, for HTML links. */
  text: string | null;
}

export interface MessageImage {
  src: string;
  alt: string | null;
}

/** What a reader (and a filter) sees in a message body. */
export interface MessageParts {
  html: boolean;
  /** The visible text: tags, scripts and styles removed. */
  text: string;
  words: string[];
  links: MessageLink[];
  images: MessageImage[];
}

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyIP: true, fuzzyEmail: false });

const HTML_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;

function linkOf(url: string, text: string | null): MessageLink | null {
  const parsed = parseUrl(url);
  if (!parsed.hostname) return null;
  return {
    url,
    domain: parsed.domain ?? parsed.hostname,
    hostname: parsed.hostname,
    isIp: parsed.isIp === true,
    secure: /^https:/i.test(url),
    text,
  };
}

/** Links written out in text ("www.example.com", "https://…", "bit.ly/x"); e-mail addresses are not links. */
function textLinks(text: string): MessageLink[] {
  return (linkify.match(text) ?? [])
    .filter((match) => match.schema !== 'mailto:')
    .map((match) => linkOf(match.url, null))
    .filter((link): link is MessageLink => link !== null);
}

/** Words: runs of letters, digits, apostrophes and dashes (an e-mail or URL counts as a word). */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’@.\-/:]*/gu) ?? [];
}

/** Split a plain-text or HTML body into what a reader sees: text, links and images. */
export function messageParts(body: string): MessageParts {
  if (!HTML_TAG.test(body)) {
    return { html: false, text: body, words: wordsOf(body), links: textLinks(body), images: [] };
  }
  const chunks: string[] = [];
  const links: MessageLink[] = [];
  const images: MessageImage[] = [];
  let skip = 0;
  let anchor: { href: string; text: string[] } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' || name === 'style' || name === 'head') skip++;
        if (name === 'a' && attributes.href) anchor = { href: attributes.href.trim(), text: [] };
        if (name === 'img') images.push({ src: attributes.src ?? '', alt: attributes.alt?.trim() || null });
        if (name === 'br' || name === 'p' || name === 'div' || name === 'li' || name === 'tr') chunks.push('\n');
      },
      ontext(text) {
        if (skip > 0) return;
        chunks.push(text);
        anchor?.text.push(text);
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style' || name === 'head') skip = Math.max(0, skip - 1);
        if (name === 'a' && anchor) {
          const { href, text } = anchor;
          anchor = null;
          if (/^(https?:)?\/\//i.test(href) || /^www\./i.test(href)) {
            const link = linkOf(/^www\./i.test(href) ? `http://${href}` : href, text.join('').trim());
            if (link) links.push(link);
          }
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(body);
  parser.end();
  const text = chunks.join('').replace(/[ \t]+/g, ' ');
  // Addresses written as an anchor's own text are that anchor, not links of their own.
  const shown = links.flatMap((link) => (link.text ? textLinks(link.text).map((inner) => inner.url) : []));
  const written = textLinks(text).filter((link) => {
    const index = shown.indexOf(link.url);
    if (index === -1) return true;
    shown.splice(index, 1);
    return false;
  });
  return { html: true, text, words: wordsOf(text), links: [...links, ...written], images };
}
