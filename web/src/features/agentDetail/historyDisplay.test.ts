import { describe, expect, it } from 'vitest';
import { historyTypeColor, historyTypeLabel } from './historyDisplay.ts';

describe('history display', () => {
  it('labels event types as words', () => {
    expect(historyTypeLabel('CallLogged')).toBe('Call Logged');
    expect(historyTypeLabel('ContactStatusChanged')).toBe('Contact Status Changed');
    expect(historyTypeLabel('contact_imported')).toBe('Contact Imported');
    expect(historyTypeLabel('call')).toBe('Call');
  });

  it('colours calls, status changes, imports and messages', () => {
    expect(historyTypeColor('CallLogged')).toBe('green');
    expect(historyTypeColor('ContactStatusChanged')).toBe('orange');
    expect(historyTypeColor('ContactImported')).toBe('purple');
    expect(historyTypeColor('CommunicationMarked')).toBe('blue');
    expect(historyTypeColor('ContactUpdated')).toBe('gray');
  });
});
