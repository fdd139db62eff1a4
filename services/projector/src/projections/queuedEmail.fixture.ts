import type { QueuedEmail } from '@outreach/domain';
import type { GivenEvent } from '../projectionSpec.ts';

/** An e-mail queued on its stream (EmailQueued): a campaign e-mail from the sandbox unless `overrides` say otherwise. */
export const queuedEmailEvent = (messageId: string, overrides: Partial<QueuedEmail> = {}): GivenEvent => ({
  type: 'EmailQueued',
  streamId: `outbound-email-${messageId}`,
  data: {
    messageId,
    emailAccountId: null,
    to: { email: 'ana@realty.example', name: 'Ana Ruiz' },
    contactId: null,
    campaignId: 'camp-1',
    source: 'campaign',
    marketing: true,
    subject: 'Your listings, on autopilot',
    text: 'Hi Ana',
    html: null,
    notBefore: '2026-01-05T15:00:00.000Z',
    ...overrides,
  } satisfies QueuedEmail,
});
