import { createPrivateKey } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { domainToASCII } from 'node:url';
import type { Config } from '@outreach/server-kit';

/** A DKIM signing key as nodemailer's `dkim` option takes it. */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  /** The private key, PEM. */
  privateKey: string;
}

// A selector is one DNS label here, so `{domain}.{selector}.pem` splits one way only.
const SELECTOR_PATTERN = /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?$/;
/** Receivers (mailauth, Gmail) refuse RSA keys under 1024 bits; 2048 is the advice. */
const MIN_KEY_BITS = 1024;

/**
 * The DKIM key for mail from `fromEmail`: the file `{domain}.{selector}.pem` in DKIM_KEYS_DIR
 * whose domain is the address's domain (case-insensitive, internationalised domains in their
 * xn-- form). When a domain has several selectors, the last in sort order signs, so naming
 * selectors by date (`s2024`, `s2025`) rotates keys by adding a file. Null when DKIM_KEYS_DIR is
 * unset or holds no key for the domain; throws when the folder cannot be read or the key is not
 * an RSA private key of at least 1024 bits, since mail would otherwise go out silently unsigned.
 */
export async function dkimFor(fromEmail: string, config: Pick<Config, 'DKIM_KEYS_DIR'>): Promise<DkimKey | null> {
  const dir = config.DKIM_KEYS_DIR;
  if (!dir) return null;
  const at = fromEmail.lastIndexOf('@');
  const domain = at < 0 ? '' : domainToASCII(fromEmail.slice(at + 1).trim());
  if (!domain) return null;

  let files: string[];
  try {
    files = await readdir(dir);
  } catch (error) {
    throw new Error(`DKIM_KEYS_DIR ${dir} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const prefix = `${domain}.`;
  const selectors = files
    .filter((file) => file.toLowerCase().startsWith(prefix) && file.toLowerCase().endsWith('.pem'))
    .map((file) => ({ file, selector: file.slice(prefix.length, -'.pem'.length).toLowerCase() }))
    .filter(({ selector }) => SELECTOR_PATTERN.test(selector))
    .sort((a, b) => (a.selector < b.selector ? -1 : a.selector > b.selector ? 1 : 0));
  const chosen = selectors.at(-1);
  if (!chosen) return null;

  const path = join(dir, chosen.file);
  const privateKey = await readFile(path, 'utf8');
  let details: { type: string | undefined; bits: number | undefined };
  try {
    const key = createPrivateKey(privateKey);
    details = { type: key.asymmetricKeyType, bits: key.asymmetricKeyDetails?.modulusLength };
  } catch (error) {
    throw new Error(`The DKIM key ${path} is not a PEM private key: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (details.type !== 'rsa') throw new Error(`The DKIM key ${path} is a ${details.type ?? 'unknown'} key; DKIM signing here takes RSA keys`);
  if ((details.bits ?? 0) < MIN_KEY_BITS) throw new Error(`The DKIM key ${path} has ${details.bits ?? 0} bits; receivers refuse RSA keys under ${MIN_KEY_BITS} bits`);
  return { domainName: domain, keySelector: chosen.selector, privateKey };
}
