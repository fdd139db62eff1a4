import { startSmtpSink, type SmtpSink } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSmtpConnection } from './smtpTransport.ts';

const USER = { name: 'dana', password: 'connection-check-password' };

describe('checkSmtpConnection against a real SMTP server', () => {
  let signingIn: SmtpSink;
  let relay: SmtpSink;
  beforeAll(async () => {
    signingIn = await startSmtpSink({ [USER.name]: USER.password });
    relay = await startSmtpSink({}, { noSignIn: true });
  });
  afterAll(async () => {
    await signingIn?.close();
    await relay?.close();
  });

  const connection = (sink: SmtpSink, password = USER.password) => ({ host: sink.host, port: sink.port, security: 'none' as const, username: USER.name, password });

  it('says it signed in when the server took the username and password', async () => {
    expect(await checkSmtpConnection(connection(signingIn))).toEqual({ success: true, message: `Connected to ${signingIn.host}:${signingIn.port} and signed in as dana` });
  });

  it('says the server took no sign-in when it offers none (a local relay), rather than that the password was checked', async () => {
    expect(await checkSmtpConnection(connection(relay, 'not-checked'))).toEqual({
      success: true,
      message: `Connected to ${relay.host}:${relay.port}; the server asks for no sign-in, so it takes e-mails without the username and password`,
    });
  });

  it('gives the server’s refusal of a wrong password, without the password', async () => {
    const check = await checkSmtpConnection(connection(signingIn, 'wrong-password-123'));
    expect(check.success).toBe(false);
    expect(check.message).toMatch(new RegExp(`^Could not connect to ${signingIn.host.replace(/\./g, '\\.')}:${signingIn.port}: `));
    expect(check.message).not.toContain('wrong-password-123');
  });
});
