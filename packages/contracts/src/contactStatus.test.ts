import { describe, expect, it } from 'vitest';
import { CONTACT_STATUSES, contactStatus } from './contacts.ts';

describe('contact statuses', () => {
  it('takes every status and refuses others with a message naming all of them', () => {
    for (const status of CONTACT_STATUSES) expect(contactStatus.parse(status)).toBe(status);
    const refused = contactStatus.safeParse('archived');
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.message).toBe(`Status must be ${CONTACT_STATUSES.slice(0, -1).join(', ')} or ${CONTACT_STATUSES.at(-1)}`);
  });
});
