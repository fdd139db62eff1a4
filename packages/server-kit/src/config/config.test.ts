import { describe, expect, it } from 'vitest';
import { ConfigError, configKeys, loadConfig } from './config.ts';

const problemsOf = (env: Record<string, string | undefined>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('gives every default for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      HOST: 'localhost',
      DATA_DIR: '.data',
      ADMIN_USERNAME: 'admin',
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: 25_000,
      EMAIL_SENDS_PER_MINUTE: 30,
      EMAIL_SMTP_CONNECTIONS: 8,
      EMAIL_RECIPIENT_MAX: 3,
      EMAIL_RECIPIENT_WINDOW_DAYS: 7,
      EMAIL_UNVERIFIED: 'send',
      TWILIO_MESSAGES_PER_SECOND: 1,
      SMS_CAMPAIGN_COOLDOWN_DAYS: 30,
      MICROSOFT_TENANT_ID: 'common',
      MICROSOFT_AUTHORITY_HOST: 'https://login.microsoftonline.com',
      MICROSOFT_SMTP_HOST: 'smtp.office365.com',
      MICROSOFT_SMTP_PORT: 587,
      MICROSOFT_SMTP_SECURITY: 'starttls',
      MICROSOFT_IMAP_HOST: 'outlook.office365.com',
      MICROSOFT_IMAP_PORT: 993,
      GOOGLE_SMTP_HOST: 'smtp.gmail.com',
      GOOGLE_SMTP_PORT: 587,
      GOOGLE_SMTP_SECURITY: 'starttls',
      GOOGLE_IMAP_HOST: 'imap.gmail.com',
      GOOGLE_IMAP_PORT: 993,
      TRUST_PROXY: 0,
      LOG_LEVEL: 'info',
    });
    expect(config.PORT).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.EVENTSTORE_URL).toBeUndefined();
    expect(config.NATS_URL).toBeUndefined();
    expect(config.SESSION_SECRET).toBeUndefined();
    expect(config.SECRETS_KEY).toBeUndefined();
    expect(config.DEMO_DATA).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const env = Object.fromEntries(configKeys.map((k) => [k, '']));
    expect(loadConfig(env)).toEqual(loadConfig({}));
  });

  it('treats blank strings as unset (a blank PORT is not port 0)', () => {
    const env = Object.fromEntries(configKeys.map((k) => [k, '  \t ']));
    expect(loadConfig(env)).toEqual(loadConfig({}));
    expect(loadConfig({ PORT: ' ' }).PORT).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: ' ' }).TRUST_PROXY).toBe(0);
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root', port: 'nope' })).toEqual(loadConfig({}));
  });

  it('reads valid values', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/outreach',
      DATABASE_URL: 'postgres://u:p@db:5432/outreach',
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      NATS_URL: 'nats://nats:4222',
      PUBLIC_URL: 'https://outreach.example.com',
      SESSION_SECRET: 'x'.repeat(32),
      SECRETS_KEY: 'aB'.repeat(32),
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'secret1',
      DEMO_DATA: 'on',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3',
      TRUST_PROXY: '2',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/outreach',
      DATABASE_URL: 'postgres://u:p@db:5432/outreach',
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      NATS_URL: 'nats://nats:4222',
      PUBLIC_URL: 'https://outreach.example.com',
      SESSION_SECRET: 'x'.repeat(32),
      SECRETS_KEY: 'aB'.repeat(32),
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'secret1',
      DEMO_DATA: true,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3',
      TRUST_PROXY: 2,
      LOG_LEVEL: 'debug',
    });
  });

  it('accepts every allowed URL scheme', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/x' }).DATABASE_URL).toBe('postgresql://localhost/x');
    expect(loadConfig({ EVENTSTORE_URL: 'esdb+discover://cluster:2113' }).EVENTSTORE_URL).toBe('esdb+discover://cluster:2113');
    for (const url of ['tls://nats:4222', 'ws://nats:8080', 'wss://nats:443']) expect(loadConfig({ NATS_URL: url }).NATS_URL).toBe(url);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('trims URLs', () => {
    expect(loadConfig({ DATABASE_URL: '  postgres://db/x  ' }).DATABASE_URL).toBe('postgres://db/x');
  });

  it.each([
    ['on', true],
    ['true', true],
    ['1', true],
    ['off', false],
    ['false', false],
    ['0', false],
  ])('DEMO_DATA=%s is %s', (value, expected) => {
    expect(loadConfig({ DEMO_DATA: value }).DEMO_DATA).toBe(expected);
  });

  it.each(['yes', 'no', 'ON', 'enabled', '2'])('DEMO_DATA=%s is refused', (value) => {
    const problems = problemsOf({ DEMO_DATA: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^DEMO_DATA: /);
  });

  it.each(['0', '1', '3000', '65535'])('PORT=%s is accepted', (value) => {
    expect(loadConfig({ PORT: value }).PORT).toBe(Number(value));
  });

  it.each(['-1', '65536', '70000', '3000.5', 'http', '1e9'])('PORT=%s is refused', (value) => {
    const problems = problemsOf({ PORT: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT: /);
  });

  it.each([
    ['DATABASE_URL', 'mysql://db/x', 'must be a URL starting with postgres:// or postgresql://'],
    ['DATABASE_URL', 'http://db/x', 'must be a URL starting with postgres:// or postgresql://'],
    ['DATABASE_URL', 'not a url', 'must be a URL starting with postgres:// or postgresql://'],
    ['DATABASE_URL', 'localhost:5432', 'must be a URL starting with postgres:// or postgresql://'],
    ['EVENTSTORE_URL', 'http://eventstore:2113', 'must be a URL starting with esdb:// or esdb+discover://'],
    ['EVENTSTORE_URL', 'postgres://db/x', 'must be a URL starting with esdb:// or esdb+discover://'],
    ['NATS_URL', 'http://nats:4222', 'must be a URL starting with nats:// or tls:// or ws:// or wss://'],
    ['NATS_URL', 'nats', 'must be a URL starting with nats:// or tls:// or ws:// or wss://'],
    ['PUBLIC_URL', 'ftp://example.com', 'must be a URL starting with http:// or https://'],
    ['OPENAI_BASE_URL', 'example.com/v1', 'must be a URL starting with http:// or https://'],
    ['SESSION_SECRET', 'short', 'must be at least 32 characters'],
    ['SECRETS_KEY', 'z'.repeat(64), 'must be 64 hexadecimal characters (a 256-bit key)'],
    ['SECRETS_KEY', 'ab'.repeat(16), 'must be 64 hexadecimal characters (a 256-bit key)'],
    ['SECRETS_KEY', 'ab'.repeat(33), 'must be 64 hexadecimal characters (a 256-bit key)'],
    ['ADMIN_PASSWORD', '12345', 'must be at least 6 characters'],
    ['TRUST_PROXY', '-1', 'must be the number of proxies in front of the service (0 when none)'],
  ])('%s=%j is refused: %s', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([`${name}: ${message}`]);
  });

  it.each([
    ['LOG_LEVEL', 'verbose'],
    ['ADMIN_USERNAME', 'ab'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', 'yes'],
  ])('%s=%j is refused with the variable named', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.startsWith(`${name}: `)).toBe(true);
  });

  it('reports every invalid value together, each with its variable', () => {
    const env = {
      DATABASE_URL: 'mysql://db/x',
      NATS_URL: 'http://nats:4222',
      EVENTSTORE_URL: 'tcp://es:1113',
      SESSION_SECRET: 'too-short',
      SECRETS_KEY: 'not-hex',
      PORT: '99999',
      DEMO_DATA: 'maybe',
      LOG_LEVEL: 'loud',
    };
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.name).toBe('ConfigError');
    const named = configError.problems.map((p) => p.split(':')[0]).sort();
    expect(named).toEqual(Object.keys(env).sort());
    expect(configError.message.split('\n')[0]).toBe('Invalid configuration:');
    for (const p of configError.problems) expect(configError.message).toContain(`\n  - ${p}`);
    expect(configError.message.split('\n')).toHaveLength(1 + Object.keys(env).length);
  });

  it('never echoes a refused secret value in the message', () => {
    const message = (() => {
      try {
        loadConfig({ SESSION_SECRET: 'hunter2-hunter2', SECRETS_KEY: 'my-precious-key' });
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(message).toContain('SESSION_SECRET');
    expect(message).toContain('SECRETS_KEY');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('my-precious-key');
  });

  it('reads process.env by default', () => {
    const before = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'warn';
    try {
      expect(loadConfig().LOG_LEVEL).toBe('warn');
    } finally {
      if (before === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = before;
    }
  });
});
