import { describe, expect, it } from 'vitest';
import { refusal } from './smtpRefusal.ts';

/** Errors as nodemailer raises them. */
const smtpError = (code: string, responseCode: number | undefined, response: string, command?: string, timeoutType?: string) =>
  Object.assign(new Error(response), { code, responseCode, response: responseCode === undefined ? undefined : response, command, timeoutType });

describe('what a mail server’s refusal means', () => {
  it('a recipient refused for good at RCPT, or after DATA with a bad-address status, is a hard bounce', () => {
    expect(refusal(smtpError('EENVELOPE', 550, '550 5.1.1 No such user here', 'RCPT TO'))).toMatchObject({ permanent: true, recipientRefused: true, mailboxProblem: false });
    expect(refusal(smtpError('EMESSAGE', 550, '550 5.1.1 <bo@agents.test>: Recipient address rejected: User unknown', 'DATA'))).toMatchObject({ permanent: true, recipientRefused: true });
    expect(refusal(smtpError('EMESSAGE', 550, '550 5.2.1 The email account that you tried to reach is disabled', 'DATA'))).toMatchObject({ recipientRefused: true });
  });

  it('a message refused for its content is a permanent failure, not a bounce of the address', () => {
    expect(refusal(smtpError('EMESSAGE', 554, '554 5.7.1 Message rejected as spam', 'DATA'))).toEqual({
      permanent: true,
      recipientRefused: false,
      mailboxProblem: false,
      outcomeUnknown: false,
      providerMessage: '554 5.7.1 Message rejected as spam',
    });
  });

  it('a 4xx is tried again; a refused sign-in or an unreachable server is the mailbox’s problem, never the e-mail’s failure', () => {
    expect(refusal(smtpError('EENVELOPE', 451, '451 4.1.1 Try again later', 'RCPT TO'))).toMatchObject({ permanent: false });
    expect(refusal(smtpError('EAUTH', 535, '535 5.7.8 Authentication failed', 'AUTH PLAIN'))).toMatchObject({ permanent: false, recipientRefused: false, mailboxProblem: true });
    expect(refusal(smtpError('ESOCKET', undefined, 'connect ECONNREFUSED 127.0.0.1:2525', 'CONN'))).toMatchObject({ permanent: false, mailboxProblem: true });
    expect(refusal(smtpError('EDNS', undefined, 'getaddrinfo ENOTFOUND smtp.listingpro.invalid', 'CONN'))).toMatchObject({ permanent: false, mailboxProblem: true });
    expect(refusal(smtpError('ETIMEDOUT', undefined, 'Connection timeout', 'CONN', 'CONNECT_TIMEOUT'))).toMatchObject({ mailboxProblem: true, outcomeUnknown: false });
    expect(refusal(smtpError('ETIMEDOUT', undefined, 'Greeting never received', 'CONN', 'GREETING_TIMEOUT'))).toMatchObject({ mailboxProblem: true, outcomeUnknown: false });
    expect(refusal(smtpError('ETLS', undefined, 'Error initiating TLS - self-signed certificate', 'STARTTLS'))).toMatchObject({ mailboxProblem: true, outcomeUnknown: false });
    // nodemailer's pool gave the message up after connections closed before a byte of it went out.
    expect(refusal(smtpError('ECONNECTION', undefined, 'Reached maximum number of retries after connection was closed'))).toMatchObject({ mailboxProblem: true, outcomeUnknown: false });
  });

  it('a connection that broke with no answer after it was set up may have carried the message: its outcome is unknown, never tried again', () => {
    for (const error of [
      smtpError('ECONNECTION', undefined, 'Connection closed unexpectedly', 'CONN'),
      smtpError('ETIMEDOUT', undefined, 'Timeout', 'CONN', 'SOCKET_TIMEOUT'),
      smtpError('ESOCKET', undefined, 'read ECONNRESET', 'CONN'),
    ]) {
      expect(refusal(error)).toMatchObject({ permanent: false, mailboxProblem: false, outcomeUnknown: true });
    }
    // An answer, even one closing the connection, says what happened.
    expect(refusal(smtpError('ECONNECTION', 421, '421 4.3.2 Service shutting down', 'CONN'))).toMatchObject({ permanent: false, outcomeUnknown: false });
  });
});
