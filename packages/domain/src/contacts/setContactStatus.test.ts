import { describe, expect, it } from 'vitest';
import { CONTACT_STATUSES } from '@outreach/contracts';
import { given } from '../kit/given.ts';
import { contact, type ContactEvent } from './contact.ts';
import { CONTACT_ID, contactImported } from './contactFixtures.ts';
import type { ContactStatus } from './contactState.ts';

const statusChanged = (status: ContactStatus, previousStatus: ContactStatus): ContactEvent => ({
  type: 'ContactStatusChanged',
  data: { contactId: CONTACT_ID, status, previousStatus },
});

describe('SetContactStatus', () => {
  const pairs = CONTACT_STATUSES.flatMap((from) => CONTACT_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(pairs)('moves a contact from %s to %s, beside the previous status', (from, to) => {
    const past = from === 'active' ? [contactImported] : [contactImported, statusChanged(from, 'active')];
    const { run } = given(contact, past).when({ type: 'SetContactStatus', contactId: CONTACT_ID, status: to });
    expect(run()).toEqual([statusChanged(to, from)]);
    expect(given(contact, [...past, ...run()]).state.status).toBe(to);
  });

  it.each(CONTACT_STATUSES)('records nothing when the contact is already %s', (status) => {
    const past = status === 'active' ? [contactImported] : [contactImported, statusChanged(status, 'active')];
    expect(given(contact, past).when({ type: 'SetContactStatus', contactId: CONTACT_ID, status }).run()).toEqual([]);
  });

  it('refuses a contact that does not exist', () => {
    expect(given(contact, []).when({ type: 'SetContactStatus', contactId: CONTACT_ID, status: 'inactive' }).error()).toMatchObject({
      code: 'not_found',
      message: 'Contact not found',
    });
  });
});
