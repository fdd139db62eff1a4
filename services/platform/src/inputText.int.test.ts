import { afterAll, beforeAll, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

let fx: Awaited<ReturnType<typeof platformFixture>>;
let headers: Awaited<ReturnType<typeof fx.signIn>>;
beforeAll(async () => {
  fx = await platformFixture('input_text');
  headers = await fx.signIn();
});
afterAll(async () => {
  await fx.close();
});

const ID = '00000000-0000-4000-8000-000000000000';
/** NUL, ESC (with a terminal colour sequence), DEL, a C1 control and a lone surrogate. */
const UNSAFE = ['ab\u0000cd', 'x\u0001\u001b[31mred', 'a\u007fb', 'a\u0085b', 'a\ud800b'];
/** Field names the contracts use; the check is schema-independent, so any field proves it. */
const FIELDS = ['notes', 'firstName', 'message', 'search', 'username', 'name'];

const apiRoutes = () => fx.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.public);

async function expectRefused(res: Awaited<ReturnType<typeof fx.app.inject>>, label: string, field?: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
  expect(res.headers['content-type'], label).toContain('application/problem+json');
  const body = res.json();
  expect(body.message, label).toMatch(/contains (a control character|an invalid character)/);
  if (field) expect(body.message.startsWith(field), `${label}: ${body.message}`).toBe(true);
  expect(body.errors?.[0]?.path, label).toBe(field ?? body.errors?.[0]?.path);
}

it('every /api route refuses unsafe text in each path parameter, query parameter and body field, storing nothing', async () => {
  const routes = apiRoutes();
  expect(routes.length).toBeGreaterThan(20);
  const before = await fx.platform.runtime.eventStore.headPosition();
  for (const route of routes) {
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
    const path = (unsafeParam?: string) =>
      route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === unsafeParam ? 'contact-ab%00cd' : ID));
    for (const param of params) {
      const res = await fx.app.inject({ method: route.method as 'GET', url: path(param), headers, ...(hasBody ? { payload: {} } : {}) });
      await expectRefused(res, `${route.method} ${route.url} param ${param}`, param);
    }
    for (const value of UNSAFE) {
      // A URL carries UTF-8 only; a lone surrogate can only arrive in a JSON body.
      if (value.isWellFormed()) {
        const res = await fx.app.inject({ method: route.method as 'GET', url: `${path()}?search=${encodeURIComponent(value)}`, headers, ...(hasBody ? { payload: {} } : {}) });
        await expectRefused(res, `${route.method} ${route.url} query ${JSON.stringify(value)}`, 'search');
      }
      if (!hasBody) continue;
      for (const field of FIELDS) {
        const payload = { [field]: value, contacts: [{ firstName: 'Ok', notes: value }] };
        const res = await fx.app.inject({ method: route.method as 'POST', url: path(), headers, payload });
        await expectRefused(res, `${route.method} ${route.url} body ${field} ${JSON.stringify(value)}`);
      }
    }
  }
  expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(before);
});

it('names the field: a NUL in notes, a lone surrogate in a nested field, a control character in a field name', async () => {
  const create = await fx.app.inject({ method: 'POST', url: '/api/call-logs', headers, payload: { contactId: ID, outcome: 'answered', notes: 'ab\u0000cd' } });
  expect(create.statusCode).toBe(400);
  expect(create.json()).toMatchObject({ message: 'notes contains a control character', errors: [{ path: 'notes', message: 'notes contains a control character' }] });
  const bulk = await fx.app.inject({ method: 'POST', url: '/api/contacts/bulk-import', headers, payload: { contacts: [{ firstName: 'A' }, { firstName: '\ud800' }] } });
  expect(bulk.json().message).toBe('contacts.1.firstName contains an invalid character (a lone surrogate)');
  const key = await fx.app.inject({ method: 'PUT', url: `/api/contacts/${ID}`, headers, payload: { 'city\u0000': 'x' } });
  expect(key.statusCode).toBe(400);
  expect(key.json().message).toBe('A field name in the request contains a control character');
});

it('tab, newline, carriage return and ordinary Unicode pass the check', async () => {
  const res = await fx.app.inject({ method: 'GET', url: `/api/contacts?search=${encodeURIComponent('a\tb\r\nc é 😀')}`, headers });
  expect(res.statusCode).toBe(200);
});

it('GET /api/audit/streams/contact-%00 and a malformed X-File-Name are 400s, not 500s', async () => {
  const stream = await fx.app.inject({ method: 'GET', url: '/api/audit/streams/contact-%00', headers });
  expect(stream.statusCode).toBe(400);
  expect(stream.json().message).toBe('streamId contains a control character');
  const before = await fx.platform.runtime.eventStore.headPosition();
  for (const [name, message] of [
    ['%E0%A4%A', 'X-File-Name is not valid percent-encoded UTF-8'],
    ['a%00b.csv', 'X-File-Name contains a control character'],
  ] as const) {
    const res = await fx.app.inject({
      method: 'POST',
      url: '/api/contact-imports',
      headers: { ...headers, 'content-type': 'text/csv', 'x-file-name': name },
      payload: 'First Name,Phone\nAda,+15555550100\n',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().message).toBe(message);
  }
  expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(before);
});

it('every route with an :id answers a malformed id the same way: 400 "id must be a UUID", storing nothing', async () => {
  const routes = apiRoutes().filter((r) => r.url.includes(':id'));
  expect(routes.length).toBeGreaterThan(8);
  const before = await fx.platform.runtime.eventStore.headPosition();
  for (const route of routes) {
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const url = route.url.replace(':id', 'not-a-uuid').replace(/:[A-Za-z]+/g, ID);
    const res = await fx.app.inject({ method: route.method as 'GET', url, headers, ...(hasBody ? { payload: {} } : {}) });
    expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
    expect(res.json().message, `${route.method} ${route.url}`).toBe('id must be a UUID');
  }
  const callLog = await fx.app.inject({ method: 'POST', url: '/api/call-logs', headers, payload: { contactId: 'abc', callStatus: 'busy' } });
  expect(callLog.json().message).toBe('contactId must be a UUID');
  expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(before);
});

it('unknown query parameters and body fields are refused with 400 naming them, storing nothing', async () => {
  const before = await fx.platform.runtime.eventStore.headPosition();
  const page = await fx.app.inject({ method: 'GET', url: '/api/contacts?page=3', headers });
  expect(page.statusCode).toBe(400);
  expect(page.json()).toMatchObject({ message: 'Unknown field: page', errors: [{ path: 'page', message: 'Unknown field: page' }] });
  const role = await fx.app.inject({ method: 'POST', url: '/api/users', headers, payload: { username: 'typo', password: 'secret-password', role: 'admin' } });
  expect(role.statusCode).toBe(400);
  expect(role.json().message).toBe('Unknown field: role');
  const nested = await fx.app.inject({ method: 'POST', url: '/api/contacts/bulk-import', headers, payload: { contacts: [{ firstName: 'A', frist: 'B', zip: '1' }] } });
  expect(nested.json().message).toBe('Unknown fields: contacts.0.frist, contacts.0.zip');
  expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(before);
  expect((await fx.app.inject({ method: 'GET', url: '/api/contacts?offset=0&limit=5', headers })).statusCode).toBe(200);
});

it('a path segment that is not valid percent-encoded UTF-8 is a 400 problem', async () => {
  for (const url of ['/api/audit/streams/%E0%A4%A', '/api/contacts/%E0%A4%A', '/api/audit/streams/contact-%ED%A0%80']) {
    const res = await fx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(400);
    expect(res.headers['content-type'], url).toContain('application/problem+json');
    expect(res.json().message, url).toBe('The address is not valid: a path segment is not valid percent-encoded UTF-8');
  }
});

it('a path segment longer than any id is a 414 problem that does not repeat the address', async () => {
  const long = 'A'.repeat(5_000);
  for (const [method, url] of [
    ['PUT', `/api/email-accounts/${long}`],
    ['GET', `/api/campaigns/${long}/recipients`],
  ] as const) {
    const res = await fx.app.inject({ method, url, headers, ...(method === 'PUT' ? { payload: { name: 'x' } } : {}) });
    expect(res.statusCode, url).toBe(414);
    expect(res.headers['content-type'], url).toContain('application/problem+json');
    expect(res.json().message, url).toBe('The address is not valid: a path segment is longer than any id (100 characters)');
    expect(res.body.length).toBeLessThan(500);
  }
});

it('a route that takes no query parameters refuses one, naming it, storing nothing', async () => {
  const before = await fx.platform.runtime.eventStore.headPosition();
  for (const [method, url] of [
    ['GET', '/api/users?x=1'],
    ['GET', '/api/sms/conversations?x=1'],
    ['GET', '/api/settings/system?x=1'],
    ['POST', '/api/users?x=1'],
    ['DELETE', `/api/users/${ID}?x=1`],
  ] as const) {
    const res = await fx.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: { username: 'x-typo', email: 'x@example.com', password: 'secret-password' } } : {}) });
    expect(res.statusCode, `${method} ${url}`).toBe(400);
    expect(res.json(), `${method} ${url}`).toMatchObject({ message: 'Unknown field: x', errors: [{ path: 'x', message: 'Unknown field: x' }] });
  }
  expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(before);
  expect((await fx.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(200);
});
