import { describe, expect, it } from 'vitest';
import { recipientReasonText, canCancel, canEdit, canPause, canResume, canSend, editBlockedReason, eventDetail, eventLabel, filterSummary, rateText, draftNoticeText, senderText, sendWindowText, sentText, statusBadgeVariant } from './campaignDisplay.ts';

const sent = { tracking: { opens: true, clicks: true }, sentCount: 200, openCount: 25, clickCount: 3 };

describe('statusBadgeVariant', () => {
  it('shows sent as default, sending as secondary and the rest as outline', () => {
    expect(statusBadgeVariant('sent')).toBe('default');
    expect(statusBadgeVariant('sending')).toBe('secondary');
    for (const status of ['scheduled', 'draft', 'paused', 'cancelled'] as const) expect(statusBadgeVariant(status)).toBe('outline');
  });
});

describe('canSend', () => {
  it('offers Send for drafts only', () => {
    expect(canSend({ status: 'draft' })).toBe(true);
    for (const status of ['scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const) expect(canSend({ status })).toBe(false);
  });
});

describe('canEdit and editBlockedReason', () => {
  it('lets drafts and scheduled campaigns be edited, and says why the others cannot, pointing to Copy', () => {
    for (const status of ['draft', 'scheduled'] as const) {
      expect(canEdit({ status })).toBe(true);
      expect(editBlockedReason({ status })).toBeNull();
    }
    for (const status of ['sending', 'paused', 'sent', 'cancelled'] as const) {
      expect(canEdit({ status })).toBe(false);
      expect(editBlockedReason({ status })).toMatch(/cannot be edited: use Copy to make a new draft from it\.$/);
    }
    expect(editBlockedReason({ status: 'sent' })).toBe('This campaign was sent, so it cannot be edited: use Copy to make a new draft from it.');
  });
});

describe('canPause, canResume, canCancel', () => {
  it('pauses a scheduled or sending campaign, resumes a paused one, cancels any not yet final but a draft', () => {
    const statuses = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
    expect(statuses.filter((status) => canPause({ status }))).toEqual(['scheduled', 'sending']);
    expect(statuses.filter((status) => canResume({ status }))).toEqual(['paused']);
    expect(statuses.filter((status) => canCancel({ status }))).toEqual(['scheduled', 'sending', 'paused']);
  });
});

describe('rateText', () => {
  it('gives the open and click rates of the sent e-mails to one decimal', () => {
    expect(rateText(sent, 'opens')).toBe('12.5%');
    expect(rateText(sent, 'clicks')).toBe('1.5%');
  });

  it("says tracking is off instead of a rate the campaign cannot have", () => {
    expect(rateText({ ...sent, tracking: { opens: false, clicks: true } }, 'opens')).toBe('Tracking off');
    expect(rateText({ ...sent, tracking: { opens: true, clicks: false } }, 'clicks')).toBe('Tracking off');
  });

  it('shows a dash before anything was sent', () => {
    expect(rateText({ ...sent, sentCount: 0, openCount: 0 }, 'opens')).toBe('—');
  });
});

describe('sentText', () => {
  it('shows the sent date, else the scheduled date, else Draft', () => {
    expect(sentText({ status: 'sent', sentAt: '2026-01-10T17:01:00.000Z', scheduledAt: '2026-01-10T17:00:00.000Z' })).toBe('Jan 10, 2026');
    expect(sentText({ status: 'scheduled', sentAt: null, scheduledAt: '2026-02-03T17:00:00.000Z' })).toBe('Scheduled: Feb 3, 2026');
    expect(sentText({ status: 'draft', sentAt: null, scheduledAt: null })).toBe('Draft');
  });

  it('says Cancelled, not its schedule, for a campaign cancelled before it was sent', () => {
    expect(sentText({ status: 'cancelled', sentAt: null, scheduledAt: '2026-02-03T17:00:00.000Z' })).toBe('Cancelled');
    expect(sentText({ status: 'cancelled', sentAt: null, scheduledAt: null })).toBe('Cancelled');
    // Cancelled part-way through a send: it did go out, on that date.
    expect(sentText({ status: 'cancelled', sentAt: '2026-01-10T17:01:00.000Z', scheduledAt: null })).toBe('Jan 10, 2026');
  });
});

describe('filterSummary', () => {
  it('says who the campaign goes to', () => {
    expect(filterSummary({ recipientFilter: { cities: [], performanceTiers: [], minListings: null, minExperience: null } })).toBe('All active contacts');
    expect(filterSummary({ recipientFilter: { cities: ['Austin', 'Dallas'], performanceTiers: ['elite', 'high-performer'], minListings: 5, minExperience: 3 } })).toBe(
      'Austin, Dallas · Elite, High Performer tiers · at least 5 listings · at least 3 years of experience',
    );
    expect(filterSummary({ recipientFilter: { cities: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], performanceTiers: ['entry'], minListings: null, minExperience: null } })).toBe(
      'A, B, C, D, E and 2 more cities · Entry Level tier',
    );
  });
});

describe('timeline rows', () => {
  it('names each kind of event, and an unknown one readably', () => {
    expect(eventLabel('send_started')).toBe('Send started');
    expect(eventLabel('opened')).toBe('Opened');
    expect(eventLabel('winner_chosen')).toBe('Winner chosen');
  });

  it('tells what the event adds from its metadata', () => {
    expect(eventDetail('created', { event: 'CampaignCreated', recipientCount: 1200 })).toBe('1,200 recipients counted');
    expect(eventDetail('updated', { changed: ['name', 'recipientFilter', 'sender'] })).toBe('Changed: name, recipients, mailbox');
    expect(eventDetail('send_requested', { trigger: 'now' })).toBe('Sent now');
    expect(eventDetail('send_started', { recipientCount: 3, excluded: { suppressed: 2, invalid: 1 } })).toBe('3 recipients (2 suppressed and 1 invalid addresses left out)');
    expect(eventDetail('send_started', { recipientCount: 1500, excluded: { suppressed: 0, invalid: 0 }, mailboxShares: [1000, 300, 200] })).toBe(
      '1,500 recipients (0 suppressed and 0 invalid addresses left out), spread across 3 mailboxes by the room each had left today (1,000 + 300 + 200)',
    );
    expect(eventDetail('send_completed', { counts: { selected: 10, sent: 7, skipped: { suppressed: 1, invalid: 1 }, failed: 1, unknown: 0 } })).toBe('7 sent, 2 skipped, 1 failed, 0 unknown');
    expect(eventLabel('ab_test_postponed')).toBe('A/B test decision postponed');
    expect(eventDetail('ab_test_postponed', { pendingTestEmails: 12, decideAt: '2026-01-05T23:02:00.000Z' })).toMatch(/^12 test e-mails had not gone out yet; the winner is decided at Jan 5, 2026/);
    expect(eventDetail('queued', { subject: 'Hi Ann' })).toBe('Subject: Hi Ann');
    expect(eventDetail('opened', {})).toBeNull();
    expect(eventDetail('schedule_missed', { reason: 'No recipients: no active contact with an e-mail address matches the recipient filter' })).toBe(
      'No recipients: no active contact with an e-mail address matches the recipient filter. It is a draft again',
    );
  });
});

describe('draftNoticeText', () => {
  const scheduleMissed = { scheduledAt: '2026-02-03T17:00:00.000Z', missedAt: '2026-02-03T17:00:02.000Z', reason: 'No recipients' };

  it('tells why a draft did not start at its scheduled time and what to do', () => {
    expect(draftNoticeText({ status: 'draft', scheduleMissed })).toMatch(/^Did not start at its scheduled time \(Feb 3, 2026.*\): No recipients\. Edit it, then schedule or send it again\.$/);
  });

  it('tells why a draft was not sent: no one was left in its audience', () => {
    const sendNotStarted = { requestedAt: '2026-02-03T17:00:00.000Z', stoppedAt: '2026-02-03T17:00:03.000Z', reason: 'No one left to send to: every address in its audience was left out (0 unsubscribed, bounced or complained, 4 invalid)' };
    expect(draftNoticeText({ status: 'draft', sendNotStarted })).toMatch(
      /^Was not sent \(Feb 3, 2026.*\): No one left to send to: every address in its audience was left out \(0 unsubscribed, bounced or complained, 4 invalid\)\. Edit its recipients, then send it again\.$/,
    );
    expect(draftNoticeText({ status: 'sending', sendNotStarted })).toBeNull();
    expect(eventLabel('send_not_started')).toBe('Not sent: no one left to send to');
    expect(eventDetail('send_not_started', { reason: 'No recipients' })).toBe('No recipients. It is a draft again');
  });

  it('says nothing for a campaign that did not miss its time, or that has moved on since', () => {
    expect(draftNoticeText({ status: 'draft', scheduleMissed: null })).toBeNull();
    expect(draftNoticeText({ status: 'draft' })).toBeNull();
    expect(draftNoticeText({ status: 'sending', scheduleMissed })).toBeNull();
  });
});

describe('senderText and sendWindowText', () => {
  it('names the mailbox, or says the campaign is spread across them', () => {
    const sales = { name: 'Sales', fromEmail: 'sales@realty.test' };
    expect(senderText({ fromEmailAccountId: 'a1', spreadAcrossMailboxes: false }, sales)).toBe('Sales (sales@realty.test)');
    expect(senderText({ fromEmailAccountId: null, spreadAcrossMailboxes: true }, undefined)).toBe("Spread across the team's active mailboxes");
    expect(senderText({ fromEmailAccountId: 'gone', spreadAcrossMailboxes: false }, undefined)).toBe('A mailbox no longer listed');
  });

  it("tells the send window in the recipient's time zone", () => {
    expect(sendWindowText(null)).toBe('Any time');
    expect(sendWindowText({ days: ['mon', 'tue', 'wed'], start: '09:00', end: '17:00' })).toBe("Mon, Tue, Wed 09:00–17:00 in the recipient's time zone");
    expect(sendWindowText({ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start: '08:00', end: '20:00' })).toBe("Every day 08:00–20:00 in the recipient's time zone");
  });
});

describe('recipientReasonText', () => {
  it('says when and why an e-mail still to go waits, else why it ended as it did', () => {
    expect(recipientReasonText({ reason: 'The mailbox’s daily limit is reached', waitingUntil: '2026-01-11T06:00:00.000Z' })).toMatch(/^Waits until Jan 11, 2026.*: The mailbox’s daily limit is reached$/);
    expect(recipientReasonText({ reason: null, waitingUntil: '2026-01-11T06:00:00.000Z' })).toMatch(/^Waits until Jan 11, 2026, \d+:\d\d [AP]M$/);
    expect(recipientReasonText({ reason: 'Unsubscribed', waitingUntil: null })).toBe('Unsubscribed');
    expect(recipientReasonText({ reason: null, waitingUntil: null })).toBeNull();
  });
});
