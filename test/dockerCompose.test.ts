import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configSchema, loadConfig } from '../packages/server-kit/src/config/config.ts';

/**
 * docker-compose.yml, the Dockerfile and deploy/nginx.conf cannot be run here (no Docker engine),
 * so they are checked by reading them: the services DESIGN.md lists, their commands, their
 * environment against the one config schema, their dependencies, and the proxy's routes.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const INFRA = ['eventstore', 'postgres', 'nats'] as const;
const APPS = ['command-api', 'query-api', 'projector', 'notifier', 'dispatcher'] as const;
const EXPECTED_SERVICES = [...INFRA, ...APPS, 'proxy'];
const SCHEMA_KEYS = new Set(Object.keys(configSchema.shape));

// ------------------------------------------------------------------ compose: reading and interpolation

type Compose = { services: Record<string, Service>; [key: string]: unknown };
type Service = {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; target?: string };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  env_file?: unknown;
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  volumes?: string[];
  ports?: (string | number | { target?: number; published?: number | string })[];
  [key: string]: unknown;
};

function loadCompose(text = read('docker-compose.yml')): Compose {
  return parse(text, { merge: true }) as Compose;
}

/** Docker Compose's interpolation: $$, $VAR, ${VAR}, ${VAR:-d}, ${VAR-d}, ${VAR:?e}, ${VAR?e}, ${VAR:+r}, ${VAR+r}. */
function interpolate(value: string, env: Record<string, string | undefined>): string {
  let out = '';
  let i = 0;
  while (i < value.length) {
    const c = value[i]!;
    if (c !== '$') {
      out += c;
      i++;
      continue;
    }
    const next = value[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
      continue;
    }
    if (next === '{') {
      let depth = 1;
      let j = i + 2;
      while (j < value.length && depth > 0) {
        if (value[j] === '{') depth++;
        else if (value[j] === '}') depth--;
        j++;
      }
      if (depth !== 0) throw new Error(`unclosed \${ in ${JSON.stringify(value)}`);
      const body = value.slice(i + 2, j - 1);
      const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(body);
      if (!m) throw new Error(`invalid substitution \${${body}}`);
      const [, name, op, arg = ''] = m;
      const raw = env[name!];
      const unset = op?.startsWith(':') ? raw === undefined || raw === '' : raw === undefined;
      if (!op) out += raw ?? '';
      else if (op.endsWith('-')) out += unset ? interpolate(arg, env) : raw;
      else if (op.endsWith('+')) out += unset ? '' : interpolate(arg, env);
      else if (unset) throw new Error(`required variable ${name} is missing a value: ${arg}`);
      else out += raw;
      i = j;
      continue;
    }
    const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(value.slice(i + 1));
    if (m) {
      out += env[m[0]] ?? '';
      i += 1 + m[0].length;
    } else {
      out += '$';
      i++;
    }
  }
  return out;
}

function interpolateAll<T>(node: T, env: Record<string, string | undefined>): T {
  if (typeof node === 'string') return interpolate(node, env) as T;
  if (Array.isArray(node)) return node.map((n) => interpolateAll(n, env)) as T;
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateAll(v, env)])) as T;
  }
  return node;
}

function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

function commandOf(service: Service): string[] {
  const c = service.command;
  if (c === undefined) return [];
  return Array.isArray(c) ? c.map(String) : c.trim().split(/\s+/);
}

function healthcheckText(service: Service): string {
  const t = service.healthcheck?.test;
  return Array.isArray(t) ? t.join(' ') : (t ?? '');
}

function dependsOn(service: Service): Record<string, string> {
  const d = service.depends_on ?? {};
  if (Array.isArray(d)) return Object.fromEntries(d.map((n) => [n, 'service_started']));
  return Object.fromEntries(Object.entries(d).map(([n, v]) => [n, v?.condition ?? 'service_started']));
}

function dockerfileStages(path: string): string[] {
  return [...read(path).matchAll(/^\s*FROM\s+\S+(?:\s+AS\s+(\S+))?/gim)].map((m) => m[1]?.toLowerCase() ?? '');
}

/** Every problem of one application service; empty when it is fine. */
function appServiceProblems(name: string, service: Service | undefined, compose: Compose): string[] {
  if (!service) return [`${name}: missing`];
  const problems: string[] = [];

  // Built from this repository's Dockerfile, at a stage that exists.
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  if (!build) problems.push(`${name}: no build`);
  else {
    const context = build.context ?? '.';
    const dockerfile = join(context, build.dockerfile ?? 'Dockerfile');
    if (!existsSync(join(ROOT, context)) || !statSync(join(ROOT, context)).isDirectory()) problems.push(`${name}: build context ${context} missing`);
    if (!existsSync(join(ROOT, dockerfile))) problems.push(`${name}: ${dockerfile} missing`);
    else if (build.target && !dockerfileStages(dockerfile).includes(build.target.toLowerCase())) {
      problems.push(`${name}: ${dockerfile} has no stage ${build.target}`);
    }
  }

  // Runs its own entry point, which exists.
  const files = commandOf(service).filter((arg) => /\.[cm]?[jt]s$/.test(arg));
  const own = `services/${name}/src/main.ts`;
  if (files.length !== 1 || files[0] !== own) problems.push(`${name}: command ${JSON.stringify(service.command)} does not run ${own}`);
  for (const file of files) if (!existsSync(join(ROOT, file))) problems.push(`${name}: command names ${file}, which does not exist`);

  // Only the schema's names, and values that the schema accepts once compose has interpolated them.
  if (service.env_file !== undefined) problems.push(`${name}: env_file hides variables from this check; use environment`);
  const raw = environmentOf(service);
  for (const key of Object.keys(raw)) {
    if (!SCHEMA_KEYS.has(key)) problems.push(`${name}: environment variable ${key} is not in configSchema`);
  }
  let env: Record<string, string> = {};
  try {
    env = interpolateAll(raw, {}); // an empty shell: `docker compose up` must work as is
  } catch (error) {
    problems.push(`${name}: ${(error as Error).message}`);
  }
  try {
    const config = loadConfig(env);
    const expectHost = (key: 'DATABASE_URL' | 'NATS_URL' | 'EVENTSTORE_URL', host: string, protocols: string[]) => {
      const value = config[key];
      if (!value) return problems.push(`${name}: ${key} is not set`);
      const url = new URL(value);
      if (url.hostname !== host || !protocols.includes(url.protocol)) problems.push(`${name}: ${key}=${value} does not point at ${host}`);
      if (!compose.services[host]) problems.push(`${name}: ${key} points at ${host}, which is not a compose service`);
    };
    expectHost('DATABASE_URL', 'postgres', ['postgres:', 'postgresql:']);
    expectHost('NATS_URL', 'nats', ['nats:']);
    expectHost('EVENTSTORE_URL', 'eventstore', ['esdb:']);
    if (config.PORT === undefined) problems.push(`${name}: PORT is not set (the healthcheck and the proxy need to know it)`);
    else if (!healthcheckText(service).includes(`127.0.0.1:${config.PORT}/healthz`)) {
      problems.push(`${name}: healthcheck does not ask 127.0.0.1:${config.PORT}/healthz`);
    }
    if (!config.SESSION_SECRET || !config.SECRETS_KEY) {
      problems.push(`${name}: SESSION_SECRET and SECRETS_KEY must be set (else every container generates its own)`);
    }
  } catch (error) {
    problems.push(`${name}: ${(error as Error).message}`);
  }

  // Starts after the infrastructure is healthy.
  const deps = dependsOn(service);
  for (const infra of INFRA) {
    if (deps[infra] !== 'service_healthy') problems.push(`${name}: does not wait for ${infra} to be healthy`);
  }
  return problems;
}

function appEnv(compose: Compose, name: string) {
  return loadConfig(interpolateAll(environmentOf(compose.services[name]!), {}));
}

// ------------------------------------------------------------------ nginx: a small parser and router

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '#') while (i < text.length && text[i] !== '\n') i++;
    else if (c === '{' || c === '}' || c === ';') tokens.push(text[i++]!);
    else if (c === '"' || c === "'") {
      let j = i + 1;
      let s = '';
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\') j++;
        s += text[j] ?? '';
        j++;
      }
      tokens.push(s);
      i = j + 1;
    } else {
      let s = '';
      while (i < text.length && !/[\s{};]/.test(text[i]!)) s += text[i++];
      tokens.push(s);
    }
  }
  return tokens;
}

function parseNginx(text: string): Directive[] {
  const tokens = tokenize(text);
  let at = 0;
  const block = (): Directive[] => {
    const out: Directive[] = [];
    while (at < tokens.length && tokens[at] !== '}') {
      const words: string[] = [];
      while (at < tokens.length && !['{', ';', '}'].includes(tokens[at]!)) words.push(tokens[at++]!);
      const [name, ...args] = words;
      if (name === undefined) throw new Error(`nginx.conf: empty directive near token ${at}`);
      if (tokens[at] === ';') {
        at++;
        out.push({ name, args });
      } else if (tokens[at] === '{') {
        at++;
        out.push({ name, args, block: block() });
        if (tokens[at++] !== '}') throw new Error(`nginx.conf: unclosed block ${name}`);
      } else throw new Error(`nginx.conf: ${name} is not terminated`);
    }
    return out;
  };
  const top = block();
  if (at !== tokens.length) throw new Error('nginx.conf: unbalanced }');
  return top;
}

class NginxConf {
  /** The http context: the file is included inside nginx's http block (conf.d), or has its own. */
  readonly http: Directive[];
  readonly server: Directive[];

  constructor(text: string) {
    const top = parseNginx(text);
    this.http = top.find((d) => d.name === 'http')?.block ?? top;
    const servers = this.http.filter((d) => d.name === 'server');
    if (servers.length !== 1) throw new Error(`expected one server block, found ${servers.length}`);
    this.server = servers[0]!.block!;
  }

  locations(): Directive[] {
    return this.server.filter((d) => d.name === 'location');
  }

  /** nginx's choice: exact, else longest prefix (^~ stops), else first matching regex, else the prefix. */
  location(path: string): Directive {
    const locations = this.locations();
    const exact = locations.find((l) => l.args[0] === '=' && l.args[1] === path);
    if (exact) return exact;
    const prefixes = locations
      .filter((l) => l.args.length === 1 || l.args[0] === '^~')
      .map((l) => ({ l, prefix: l.args[l.args.length - 1]! }))
      .filter(({ prefix }) => path.startsWith(prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length);
    const best = prefixes[0]?.l;
    if (best?.args[0] !== '^~') {
      for (const l of locations) {
        if (l.args[0] === '~' && new RegExp(l.args[1]!).test(path)) return l;
        if (l.args[0] === '~*' && new RegExp(l.args[1]!, 'i').test(path)) return l;
      }
    }
    if (!best) throw new Error(`no location for ${path}`);
    return best;
  }

  /** A directive's values where it applies: nginx's inheritance (location, else server, else http). */
  effective(location: Directive, name: string): string[][] {
    for (const level of [location.block ?? [], this.server, this.http]) {
      const found = level.filter((d) => d.name === name).map((d) => d.args);
      if (found.length) return found;
    }
    return [];
  }

  headers(location: Directive): Map<string, string> {
    return new Map(this.effective(location, 'proxy_set_header').map(([k, v]) => [k!.toLowerCase(), v ?? '']));
  }

  /** Substitute $variables: `set` in the location or server, `map` in http, else what `vars` says. */
  expand(text: string, location: Directive, vars: Record<string, string>): string {
    return text.replace(/\$(\w+)/g, (_, name: string) => {
      const set = [...(location.block ?? []), ...this.server].find((d) => d.name === 'set' && d.args[0] === `$${name}`);
      if (set) return this.expand(set.args[1]!, location, vars);
      const map = this.http.find((d) => d.name === 'map' && d.args[1] === `$${name}`);
      if (map) {
        const input = this.expand(map.args[0]!, location, vars);
        const entries = (map.block ?? []).filter((e) => !['hostnames', 'volatile', 'include'].includes(e.name));
        const hit =
          entries.find((e) => e.name === input) ??
          entries.find((e) => e.name.startsWith('~*') && new RegExp(e.name.slice(2), 'i').test(input)) ??
          entries.find((e) => e.name.startsWith('~') && !e.name.startsWith('~*') && new RegExp(e.name.slice(1)).test(input)) ??
          entries.find((e) => e.name === 'default');
        return hit ? this.expand(hit.args[0] ?? '', location, vars) : '';
      }
      if (name in vars) return vars[name]!;
      throw new Error(`nginx.conf: unknown variable $${name}`);
    });
  }

  /** Where a request goes: { upstream: 'host:port' } when proxied, else the static location. */
  route(method: string, path: string, vars: Record<string, string> = {}): { location: Directive; upstream?: string } {
    const location = this.location(path);
    const pass = location.block?.find((d) => d.name === 'proxy_pass')?.args[0];
    if (!pass) return { location };
    const target = this.expand(pass, location, { request_method: method, ...vars });
    const host = new URL(target).host;
    const upstream = this.http.find((d) => d.name === 'upstream' && d.args[0] === new URL(target).hostname);
    const server = upstream?.block?.find((d) => d.name === 'server')?.args[0];
    return { location, upstream: server ?? host };
  }
}

function bytes(size: string): number {
  const m = /^(\d+)([kmg]?)$/i.exec(size);
  if (!m) throw new Error(`bad size ${size}`);
  return Number(m[1]) * 1024 ** ['', 'k', 'm', 'g'].indexOf(m[2]!.toLowerCase());
}

function seconds(time: string): number {
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400 };
  let total = 0;
  for (const [, n, unit] of time.matchAll(/(\d+)(ms|s|m|h|d)?/g)) total += Number(n) * units[unit ?? 's']!;
  return total;
}

// ------------------------------------------------------------------ the checks

describe('docker-compose.yml', () => {
  const compose = loadCompose();

  it('has every service DESIGN.md names', () => {
    expect(Object.keys(compose.services ?? {})).toEqual(expect.arrayContaining(EXPECTED_SERVICES));
  });

  it('interpolates like Docker Compose', () => {
    const env = { SET: 'x', EMPTY: '' };
    expect(interpolate('a${SET}b$SET$$', env)).toBe('axbx$');
    expect(interpolate('${MISSING:-dflt}/${EMPTY:-dflt}/${EMPTY-dflt}/${SET:-dflt}', env)).toBe('dflt/dflt//x');
    expect(interpolate('${MISSING:-${SET}}', env)).toBe('x');
    expect(interpolate('${SET:+yes}${MISSING:+no}', env)).toBe('yes');
    expect(() => interpolate('${MISSING:?set it}', env)).toThrow(/MISSING/);
  });

  it('passes the whole file through interpolation with an empty environment (works out of the box)', () => {
    expect(() => interpolateAll(compose, {})).not.toThrow();
  });

  for (const name of APPS) {
    it(`${name}: builds from the Dockerfile, runs services/${name}/src/main.ts, reads only configSchema names, waits for healthy infrastructure`, () => {
      expect(appServiceProblems(name, compose.services[name], compose)).toEqual([]);
    });
  }

  it('would notice a variable outside the schema, a missing entry point and a missing dependency', () => {
    const broken = loadCompose();
    const service = broken.services['query-api']!;
    (service.environment as Record<string, string>).DATABASE_HOST = 'postgres';
    service.command = ['node', '--import', 'tsx', 'services/query-api/src/mian.ts'];
    delete (service.depends_on as Record<string, unknown>).nats;
    const problems = appServiceProblems('query-api', service, broken).join('\n');
    expect(problems).toMatch(/DATABASE_HOST is not in configSchema/);
    expect(problems).toMatch(/mian\.ts, which does not exist/);
    expect(problems).toMatch(/wait for nats/);

    const invalid = loadCompose();
    (invalid.services['notifier']!.environment as Record<string, string>).SECRETS_KEY = '${SECRETS_KEY:-not-hex}';
    expect(appServiceProblems('notifier', invalid.services['notifier'], invalid).join('\n')).toMatch(/SECRETS_KEY/);
  });

  it('gives every application service the same SESSION_SECRET and SECRETS_KEY, and its own port', () => {
    const configs = APPS.map((name) => appEnv(compose, name));
    expect(new Set(configs.map((c) => c.SESSION_SECRET)).size).toBe(1);
    expect(new Set(configs.map((c) => c.SECRETS_KEY)).size).toBe(1);
    expect(new Set(configs.map((c) => c.PORT)).size).toBe(APPS.length);
  });

  it("points DATABASE_URL at the postgres service's own database and credentials", () => {
    const pg = environmentOf(compose.services['postgres']!);
    for (const name of APPS) {
      const url = new URL(appEnv(compose, name).DATABASE_URL!);
      expect(url.port || '5432').toBe('5432');
      expect(decodeURIComponent(url.username)).toBe(pg['POSTGRES_USER'] ?? 'postgres');
      expect(decodeURIComponent(url.password)).toBe(pg['POSTGRES_PASSWORD']);
      expect(url.pathname.slice(1)).toBe(pg['POSTGRES_DB'] ?? pg['POSTGRES_USER'] ?? 'postgres');
    }
  });

  it('runs an insecure single-node EventStoreDB 24.10, PostgreSQL 17 and NATS with JetStream, each with a volume and a healthcheck', () => {
    const es = compose.services['eventstore']!;
    expect(es.image).toBe('eventstore/eventstore:24.10');
    expect(environmentOf(es)).toMatchObject({
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_ENABLE_ATOM_PUB_OVER_HTTP: 'true',
    });
    expect(healthcheckText(es)).toMatch(/2113\/health\/live/);

    const pg = compose.services['postgres']!;
    expect(pg.image).toMatch(/^postgres:17(\b|$)/);
    expect(healthcheckText(pg)).toMatch(/pg_isready/);

    const nats = compose.services['nats']!;
    expect(nats.image).toMatch(/^nats:2(\b|-|$)/);
    expect(commandOf(nats).some((a) => a === '-js' || a === '--jetstream')).toBe(true);
    expect(healthcheckText(nats)).toMatch(/8222\/healthz/);
    expect(commandOf(nats).join(' ')).toMatch(/(-m|--http_port)\s+8222/);

    for (const name of INFRA) {
      expect(compose.services[name]!.volumes?.length, `${name} volume`).toBeGreaterThan(0);
      expect(compose.services[name]!.healthcheck?.test, `${name} healthcheck`).toBeTruthy();
    }
    const declared = Object.keys((compose['volumes'] as Record<string, unknown>) ?? {});
    for (const [name, service] of Object.entries(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.') && !source.startsWith('/')) expect(declared, `${name}: volume ${source}`).toContain(source);
      }
    }
  });

  it('waits only on services that have a healthcheck', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [dep, condition] of Object.entries(dependsOn(service))) {
        expect(compose.services[dep], `${name} depends on ${dep}`).toBeDefined();
        if (condition === 'service_healthy') expect(compose.services[dep]!.healthcheck?.test, `${dep} healthcheck`).toBeTruthy();
      }
    }
  });

  it('publishes the proxy on 8080, built from the Dockerfile stage that holds deploy/nginx.conf and web/dist', () => {
    const proxy = compose.services['proxy']!;
    const published = (proxy.ports ?? []).map((p) => (typeof p === 'object' ? String(p.published) : String(p).split(':').slice(-2)[0]));
    expect(published).toContain('8080');
    const build = typeof proxy.build === 'string' ? { context: proxy.build } : proxy.build!;
    expect(build?.target).toBeTruthy();
    const dockerfile = join(build.context ?? '.', build.dockerfile ?? 'Dockerfile');
    expect(existsSync(join(ROOT, dockerfile))).toBe(true);
    const text = read(dockerfile);
    const stage = new RegExp(`^FROM\\s+(\\S+)\\s+AS\\s+${build.target}\\s*$([\\s\\S]*?)(?=^FROM\\s|(?![\\s\\S]))`, 'im').exec(text);
    expect(stage, `stage ${build.target}`).not.toBeNull();
    expect(stage![2]).toMatch(/COPY\s+deploy\/nginx\.conf\s+\/etc\/nginx\//);
    expect(stage![2]).toMatch(/COPY\s+--from=\S+\s+\S*web\/dist\s+\/usr\/share\/nginx\/html/);
    expect(text).toMatch(/nginx:1\.27-alpine/);
  });
});

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  const pinnedPnpm = /^PNPM_VERSION=(\S+)$/m.exec(read('.ci/setup'))?.[1];

  it('builds on node:24-bookworm-slim with the pinned pnpm, a frozen lockfile and the web build', () => {
    expect(text).toMatch(/node:24-bookworm-slim/);
    expect(text).toContain('corepack enable');
    expect(pinnedPnpm).toBeDefined();
    expect(text).toContain(`pnpm@${pinnedPnpm}`); // the version .ci/setup installs
    expect(text).toMatch(/pnpm install --frozen-lockfile/);
    expect(text).toMatch(/pnpm build:web/);
  });

  it('only copies files that exist', () => {
    for (const m of text.matchAll(/^\s*COPY\s+(?!--from)(.+)$/gm)) {
      const words = m[1]!.trim().split(/\s+/).filter((w) => !w.startsWith('--'));
      for (const source of words.slice(0, -1)) {
        if (source !== '.') expect(existsSync(join(ROOT, source)), source).toBe(true);
      }
    }
  });

  it('has a .dockerignore that keeps installs, outputs and git out of the context', () => {
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim());
    for (const entry of ['node_modules', '.data', 'dist', 'test-results']) {
      expect(ignored.some((l) => l === entry || l === `**/${entry}`), entry).toBe(true);
    }
    expect(ignored).toContain('.git');
  });
});

describe('deploy/nginx.conf', () => {
  const nginx = new NginxConf(read('deploy/nginx.conf'));
  const compose = loadCompose();
  // The port each service listens on (PORT itself is checked against the schema above).
  const service = (name: (typeof APPS)[number]) => `${name}:${environmentOf(compose.services[name] ?? {}).PORT}`;

  it('sends GET and HEAD /api/* to query-api', () => {
    for (const path of ['/api/contacts', '/api/contacts/42/calls', '/api/user']) {
      expect(nginx.route('GET', path).upstream, `GET ${path}`).toBe(service('query-api'));
      expect(nginx.route('HEAD', path).upstream, `HEAD ${path}`).toBe(service('query-api'));
    }
  });

  it('sends every other /api method and all of /webhooks to command-api', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(nginx.route(method, '/api/contacts/42').upstream, `${method} /api`).toBe(service('command-api'));
      expect(nginx.route(method, '/webhooks/twilio/sms').upstream, `${method} /webhooks`).toBe(service('command-api'));
    }
    expect(nginx.route('POST', '/api/auth/login').upstream).toBe(service('command-api'));
    expect(nginx.route('POST', '/api/auth/logout').upstream).toBe(service('command-api'));
    expect(nginx.route('GET', '/webhooks/twilio/status').upstream).toBe(service('command-api'));
    expect(nginx.route('GET', '/healthz').upstream).toBe(service('command-api'));
  });

  it('sends the unsubscribe link, page and one-click POST alike, to command-api', () => {
    for (const method of ['GET', 'POST']) expect(nginx.route(method, '/unsubscribe/abc.def').upstream, `${method} /unsubscribe`).toBe(service('command-api'));
  });

  it('sends sign-in and OAuth (/api/auth/*, /auth/*) to command-api whatever the method', () => {
    // DESIGN: command-api serves /api/auth/*; the spec's GET /api/auth/microsoft/connect and the
    // /auth/google, /auth/microsoft redirects (and their callbacks) are full-page navigations.
    for (const method of ['GET', 'HEAD', 'POST']) {
      for (const path of ['/api/auth/microsoft/connect', '/api/auth/microsoft/status', '/auth/google', '/auth/microsoft/callback']) {
        expect(nginx.route(method, path).upstream, `${method} ${path}`).toBe(service('command-api'));
      }
    }
  });

  it('accepts 110 MB CSV imports on /api', () => {
    const [size] = nginx.effective(nginx.location('/api/contacts/import'), 'client_max_body_size');
    expect(bytes(size?.[0] ?? '1m')).toBeGreaterThanOrEqual(110 * 1024 * 1024);
  });

  it('upgrades /ws to a WebSocket on notifier and keeps it open', () => {
    const { location, upstream } = nginx.route('GET', '/ws', { http_upgrade: 'websocket' });
    expect(upstream).toBe(service('notifier'));
    expect(nginx.effective(location, 'proxy_http_version')[0]).toEqual(['1.1']);
    const headers = nginx.headers(location);
    expect(nginx.expand(headers.get('upgrade') ?? '', location, { http_upgrade: 'websocket' })).toBe('websocket');
    expect(nginx.expand(headers.get('connection') ?? '', location, { http_upgrade: 'websocket' }).toLowerCase()).toBe('upgrade');
    const [timeout] = nginx.effective(location, 'proxy_read_timeout');
    expect(seconds(timeout?.[0] ?? '60s')).toBeGreaterThanOrEqual(600);
  });

  it('passes Host, X-Forwarded-* and X-Request-Id on every proxied location', () => {
    const vars = { http_upgrade: '', http_host: 'localhost:8080', remote_addr: '10.0.0.1', scheme: 'http', server_port: '80', request_id: 'r1', http_x_request_id: '' };
    for (const location of nginx.locations().filter((l) => l.block?.some((d) => d.name === 'proxy_pass'))) {
      const headers = nginx.headers(location);
      const where = `location ${location.args.join(' ')}`;
      for (const header of ['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-request-id']) {
        expect(headers.has(header), `${where}: ${header}`).toBe(true);
      }
      expect(nginx.expand(headers.get('x-request-id')!, location, vars), `${where}: a request id is made when none came`).toBe('r1');
      expect(nginx.expand(headers.get('x-request-id')!, location, { ...vars, http_x_request_id: 'abc12345' })).toBe('abc12345');
    }
  });

  it('resolves upstream names through Docker DNS when proxy_pass uses variables', () => {
    const dynamic = nginx.locations().some((l) => l.block?.some((d) => d.name === 'proxy_pass' && d.args[0]!.includes('$')));
    if (dynamic) expect(nginx.effective({ name: 'location', args: [], block: [] }, 'resolver')[0]?.[0]).toBe('127.0.0.11');
  });

  it('serves the built web app and falls back to /index.html for client-side routes', () => {
    for (const path of ['/', '/contacts/42', '/settings/users', '/api-docs']) {
      const { location, upstream } = nginx.route('GET', path);
      expect(upstream, path).toBeUndefined();
      const tryFiles = nginx.effective(location, 'try_files')[0] ?? [];
      expect(tryFiles.at(-1), path).toBe('/index.html');
    }
    expect(nginx.route('GET', '/assets/index-abc123.js').upstream).toBeUndefined();
  });

  it('proxies only to application services on their configured ports', () => {
    const known = new Set(APPS.map(service));
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) {
      for (const path of ['/api/x', '/api/auth/x', '/auth/x', '/webhooks/x', '/unsubscribe/x', '/ws', '/healthz']) {
        const { upstream } = nginx.route(method, path, { http_upgrade: 'websocket' });
        expect(known.has(upstream!), `${method} ${path} -> ${upstream}`).toBe(true);
      }
    }
  });
});
