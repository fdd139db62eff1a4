import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { contact } from './contact.ts';
import { CONTACT_ID, contactImported } from './contactFixtures.ts';

describe('MarkCommunication', () => {
  it.each(['email', 'text'] as const)('records a %s as sent at the decision time', (channel) => {
    const { run, context } = given(contact, [contactImported]).when({ type: 'MarkCommunication', contactId: CONTACT_ID, channel });
    expect(run()).toEqual([{ type: 'CommunicationMarked', data: { contactId: CONTACT_ID, channel, at: context.now } }]);
  });

  it('records every mark, even the same channel again', () => {
    const mark = { type: 'MarkCommunication' as const, contactId: CONTACT_ID, channel: 'email' as const };
    const first = given(contact, [contactImported]).when(mark).run();
    expect(given(contact, [contactImported, ...first]).when(mark).run()).toHaveLength(1);
  });

  it('refuses a contact that does not exist', () => {
    expect(given(contact, []).when({ type: 'MarkCommunication', contactId: CONTACT_ID, channel: 'text' }).error()).toMatchObject({
      code: 'not_found',
      message: 'Contact not found',
    });
  });
});
