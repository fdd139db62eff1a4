import { describe, expect, it } from 'vitest';
import { EXCHANGE_ONLINE_CONNECTIONS, mailboxConnections } from './mailboxTransports.ts';

describe('connections a process keeps open to a mailbox’s server', () => {
  it('is the configured number for SMTP servers that publish no limit of their own', () => {
    expect(mailboxConnections('smtp', 'mail.realty.example', 8)).toBe(8);
    expect(mailboxConnections('smtp', 'smtp.gmail.com', 8)).toBe(8);
    expect(mailboxConnections('sendgrid', 'smtp.sendgrid.net', 8)).toBe(8);
  });

  it('is at most Exchange Online’s 3 for Microsoft 365 mailboxes and SMTP accounts sending through its servers', () => {
    expect(EXCHANGE_ONLINE_CONNECTIONS).toBe(3);
    expect(mailboxConnections('microsoft', '127.0.0.1', 8)).toBe(3);
    expect(mailboxConnections('smtp', 'smtp.office365.com', 8)).toBe(3);
    expect(mailboxConnections('smtp', 'SMTP-Mail.Outlook.com', 8)).toBe(3);
  });

  it('keeps a smaller configured number everywhere', () => {
    expect(mailboxConnections('microsoft', 'smtp.office365.com', 2)).toBe(2);
    expect(mailboxConnections('smtp', 'mail.realty.example', 1)).toBe(1);
  });
});
