/**
 * Enhanced status codes (RFC 3463) that say the address itself is bad, whatever the stage the
 * server says it at: 5.1.x (no such mailbox, bad address, bad domain) and 5.2.1 (mailbox disabled).
 */
const BAD_ADDRESS = /\b5\.1\.\d{1,3}\b|\b5\.2\.1\b/;
/**
 * A connection that was never made (refused, no such host, no route): nothing can have been sent.
 * A connection that closed later ('Connection closed unexpectedly') may have carried the message.
 */
const NEVER_CONNECTED = /\b(ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN)\b/;
/**
 * nodemailer's pool gives a message up after its connections kept closing before a byte of it was
 * sent (before the server's greeting, or a reused connection found closed): nothing went out.
 */
const NOTHING_SENT_REQUEUES = /Reached maximum number of retries after connection was closed/;
/** nodemailer's timeouts before a message can be handed over (its `timeoutType`): connecting, the greeting, STARTTLS. */
const SETUP_TIMEOUTS = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);

export interface SmtpRefusal {
  /** 5xx: not tried again. */
  permanent: boolean;
  /** The recipient's address was refused (a hard bounce when permanent). */
  recipientRefused: boolean;
  /** The mailbox could not sign in, or not reach its server at all: nothing was sent. */
  mailboxProblem: boolean;
  /**
   * The connection broke (closed, reset, timed out) while the e-mail was being handed over, before
   * the server answered: the server may have taken it, so it is never sent again (Unknown).
   */
  outcomeUnknown: boolean;
  providerMessage: string;
}

interface NodemailerError {
  responseCode?: number;
  response?: string;
  command?: string;
  code?: string;
  timeoutType?: string;
  message?: string;
}

/**
 * What the mail server's refusal means: 5xx is for good; a refused recipient — at RCPT, or after
 * DATA with a 5.1.x / 5.2.1 status as some servers do — is a bounce; a refused sign-in or a server
 * that cannot be reached at all (or not set up a connection: the greeting, TLS) is the mailbox's,
 * not the e-mail's: tried again, as long as it takes, without using up the e-mail's tries (an OAuth
 * token is renewed first). A connection that broke with no answer after it was set up may have
 * carried the message: its outcome is unknown, not guessed.
 */
export function refusal(error: unknown): SmtpRefusal {
  const e = error as NodemailerError;
  const message = e.message ?? '';
  const answered = typeof e.responseCode === 'number';
  // nodemailer: a refused connection is ESOCKET 'connect ECONNREFUSED …', an unknown host EDNS 'getaddrinfo ENOTFOUND …'.
  const broken = e.code === 'ESOCKET' || e.code === 'ECONNECTION';
  const notConnected = (broken && (NEVER_CONNECTED.test(message) || NOTHING_SENT_REQUEUES.test(message))) || (e.code === 'ETIMEDOUT' && SETUP_TIMEOUTS.has(e.timeoutType ?? ''));
  const mailboxProblem = e.code === 'EAUTH' || e.code === 'EDNS' || e.code === 'ETLS' || notConnected;
  const outcomeUnknown = !answered && !mailboxProblem && (broken || e.code === 'ETIMEDOUT');
  const permanent = answered && e.responseCode! >= 500 && !mailboxProblem;
  const providerMessage = (e.response ?? e.message ?? String(error)).slice(0, 1000);
  const atRcpt = e.code === 'EENVELOPE' || (e.command ?? '').toUpperCase().startsWith('RCPT');
  return { permanent, recipientRefused: atRcpt || (permanent && BAD_ADDRESS.test(providerMessage)), mailboxProblem, outcomeUnknown, providerMessage };
}

/** Why an e-mail whose connection broke mid-send is recorded Unknown. */
export function brokenConnectionReason(providerMessage: string): string {
  return `The connection to the mail server broke while the e-mail was being handed over, before the server answered (${providerMessage}): it may have gone out, so it is not sent again`;
}
