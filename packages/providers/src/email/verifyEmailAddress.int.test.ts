import { startDnsServer, type TestDnsServer } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MxLookup } from './mxLookup.ts';
import { verifyEmailAddress } from './verifyEmailAddress.ts';

let dns: TestDnsServer;
let mx: MxLookup;

beforeAll(async () => {
  dns = await startDnsServer({
    mx: { 'realty.test': ['mx1.realty.test', 'mx2.realty.test'], 'nullmx.test': ['.'] },
    a: { 'mx1.realty.test': '127.0.0.1', 'implicit.test': '127.0.0.1' },
    txt: { 'nomail.test': 'v=spf1 -all' },
  });
  mx = new MxLookup({ servers: [dns.server], timeoutMs: 2000 });
});
afterAll(async () => {
  await dns.close();
});

describe('verifying an address before sending', () => {
  it('passes a person’s address on a domain with mail servers, and names them', async () => {
    expect(await verifyEmailAddress(' Dana.Agent@Realty.test ', mx)).toEqual({
      email: 'dana.agent@realty.test',
      status: 'valid',
      subStatus: 'ok',
      score: 100,
      isDeliverable: true,
      isFreeEmail: false,
      detail: 'mail servers mx1.realty.test, mx2.realty.test',
    });
    expect(await verifyEmailAddress('dana@implicit.test', mx)).toMatchObject({ status: 'valid', detail: 'no MX; mail goes to implicit.test itself' });
  });

  it('marks role addresses risky but deliverable', async () => {
    expect(await verifyEmailAddress('info@realty.test', mx)).toMatchObject({ status: 'risky', subStatus: 'role_account', isDeliverable: true, score: 60 });
    expect(await verifyEmailAddress('sales+leads@realty.test', mx)).toMatchObject({ subStatus: 'role_account' });
  });

  it('refuses bad syntax, throwaway domains, and domains that take no mail', async () => {
    for (const bad of ['dana', 'dana@', '@realty.test', 'Dana <dana@realty.test>', 'dana@localhost', 'a b@realty.test']) {
      expect(await verifyEmailAddress(bad, mx), bad).toMatchObject({ status: 'invalid', subStatus: 'syntax', isDeliverable: false, score: 0 });
    }
    expect(await verifyEmailAddress('x@mailinator.com', mx)).toMatchObject({ status: 'invalid', subStatus: 'disposable' });
    expect(await verifyEmailAddress('dana@missing.test', mx)).toMatchObject({ status: 'invalid', subStatus: 'no_domain', detail: 'missing.test does not exist' });
    expect(await verifyEmailAddress('dana@nomail.test', mx)).toMatchObject({ status: 'invalid', subStatus: 'no_mx' });
    expect(await verifyEmailAddress('dana@nullmx.test', mx)).toMatchObject({ status: 'invalid', subStatus: 'null_mx' });
  });

  it('says unknown, not invalid, when DNS cannot be reached, and keeps nothing of it', async () => {
    const unreachable = new MxLookup({ servers: ['127.0.0.1:1'], timeoutMs: 500 });
    expect(await verifyEmailAddress('dana@realty.test', unreachable)).toMatchObject({ status: 'unknown', subStatus: 'dns_unreachable', isDeliverable: false, score: 50 });
  });

  it('asks DNS once per domain while the answer is fresh', async () => {
    let now = 0;
    const cached = new MxLookup({ servers: [dns.server], now: () => now, cacheMs: 1000 });
    expect((await cached.lookup('realty.test')).kind).toBe('mx');
    await dns.close();
    expect((await cached.lookup('REALTY.test')).kind).toBe('mx');
    now = 2000;
    expect((await cached.lookup('realty.test')).kind).toBe('unknown');
    dns = await startDnsServer({});
  });

  it('knows free mailbox providers', async () => {
    const free = await verifyEmailAddress('agent@gmail.com', new MxLookup({ servers: ['127.0.0.1:1'], timeoutMs: 300 }));
    expect(free).toMatchObject({ isFreeEmail: true, status: 'unknown' });
  });
});
