import { Resolver } from 'node:dns/promises';

/** What DNS says about where a domain's mail goes. */
export type MailDomainAnswer =
  | { kind: 'mx'; hosts: string[] }
  /** No MX, but an address record: mail goes to the domain itself (RFC 5321 §5.1). */
  | { kind: 'implicit' }
  /** A "null MX" (RFC 7505): the domain accepts no mail. */
  | { kind: 'null-mx' }
  | { kind: 'no-mail'; reason: 'no_domain' | 'no_mx' }
  /** DNS could not be asked (a timeout, no network, a server failure): nothing is known. */
  | { kind: 'unknown'; reason: string };

export interface MxLookupOptions {
  /** DNS servers (`host` or `host:port`); default: the system's. */
  servers?: readonly string[];
  /** Per query, in milliseconds. Default 3000. */
  timeoutMs?: number;
  /** How long an answer is kept per domain. Default one hour. */
  cacheMs?: number;
  /** How long "DNS could not say" is kept per domain, so an unreachable DNS is not asked for every address. Default 0: not kept. */
  unknownCacheMs?: number;
  now?: () => number;
}

const NOT_FOUND = new Set(['ENOTFOUND']);
const NO_DATA = new Set(['ENODATA']);

/**
 * Ask DNS where a domain's mail goes (MX, else A/AAAA), with a timeout, answers cached per domain.
 * A domain that does not exist or takes no mail is said so; a DNS that cannot be reached is
 * `unknown`, never "invalid".
 */
export class MxLookup {
  private readonly resolver: Resolver;
  private readonly cache = new Map<string, { answer: MailDomainAnswer; until: number }>();
  private readonly cacheMs: number;
  private readonly unknownCacheMs: number;
  private readonly now: () => number;

  constructor(options: MxLookupOptions = {}) {
    this.resolver = new Resolver({ timeout: options.timeoutMs ?? 3000, tries: 1 });
    if (options.servers?.length) this.resolver.setServers([...options.servers]);
    this.cacheMs = options.cacheMs ?? 3_600_000;
    this.unknownCacheMs = options.unknownCacheMs ?? 0;
    this.now = options.now ?? Date.now;
  }

  async lookup(domain: string): Promise<MailDomainAnswer> {
    const key = domain.toLowerCase();
    const cached = this.cache.get(key);
    if (cached && cached.until > this.now()) return cached.answer;
    const answer = await this.ask(key);
    const keep = answer.kind === 'unknown' ? this.unknownCacheMs : this.cacheMs;
    if (keep > 0) this.cache.set(key, { answer, until: this.now() + keep });
    return answer;
  }

  private async ask(domain: string): Promise<MailDomainAnswer> {
    try {
      const records = await this.resolver.resolveMx(domain);
      if (records.length === 1 && records[0]!.exchange === '' ) return { kind: 'null-mx' };
      const hosts = records.filter((r) => r.exchange !== '').sort((a, b) => a.priority - b.priority).map((r) => r.exchange);
      if (hosts.length > 0) return { kind: 'mx', hosts };
      return { kind: 'null-mx' };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (NOT_FOUND.has(code)) return { kind: 'no-mail', reason: 'no_domain' };
      if (!NO_DATA.has(code)) return { kind: 'unknown', reason: code || String(error) };
    }
    // The domain exists without MX: its address records, if any, receive the mail.
    for (const ask of [() => this.resolver.resolve4(domain), () => this.resolver.resolve6(domain)]) {
      try {
        if ((await ask()).length > 0) return { kind: 'implicit' };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (!NO_DATA.has(code) && !NOT_FOUND.has(code)) return { kind: 'unknown', reason: code || String(error) };
      }
    }
    return { kind: 'no-mail', reason: 'no_mx' };
  }
}
