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

export interface SmtpRefusal {
  /** 5xx: not tried again. */
  permanent: boolean;
  /** The recipient's address was refused (a hard bounce when permanent). */
  recipientRefused: boolean;
  /** The mailbox could not sign in, or not reach its server at all: nothing was sent. */
  mailboxProblem: boolean;
  providerMessage: string;
}

/**
 * What the mail server's refusal means: 5xx is for good; a refused recipient — at RCPT, or after
 * DATA with a 5.1.x / 5.2.1 status as some servers do — is a bounce; a refused sign-in or a server
 * that cannot be reached at all is the mailbox's, not the e-mail's: tried again, as long as it
 * takes, without using up the e-mail's tries (an OAuth token is renewed first).
 */
export function refusal(error: unknown): SmtpRefusal {
  const e = error as { responseCode?: number; response?: string; command?: string; code?: string; message?: string };
  // nodemailer: a refused connection is ESOCKET 'connect ECONNREFUSED …', an unknown host EDNS 'getaddrinfo ENOTFOUND …'.
  const neverConnected = (e.code === 'ESOCKET' || e.code === 'ECONNECTION') && NEVER_CONNECTED.test(e.message ?? '');
  const mailboxProblem = e.code === 'EAUTH' || e.code === 'EDNS' || neverConnected;
  const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && !mailboxProblem;
  const providerMessage = (e.response ?? e.message ?? String(error)).slice(0, 1000);
  const atRcpt = e.code === 'EENVELOPE' || (e.command ?? '').toUpperCase().startsWith('RCPT');
  return { permanent, recipientRefused: atRcpt || (permanent && BAD_ADDRESS.test(providerMessage)), mailboxProblem, providerMessage };
}
