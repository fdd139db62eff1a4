import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insertAtCursor.ts';

describe('insertAtCursor', () => {
  it('inserts at the cursor and puts the cursor after the insert', () => {
    expect(insertAtCursor('Hi !', '{{firstName}}', 3, 3)).toEqual({ text: 'Hi {{firstName}}!', cursor: 16 });
  });

  it('replaces the selection', () => {
    expect(insertAtCursor('Hi NAME!', '{{firstName}}', 3, 7)).toEqual({ text: 'Hi {{firstName}}!', cursor: 16 });
  });

  it('appends when the cursor is unknown or out of range', () => {
    expect(insertAtCursor('Hi ', '{{city}}', null, null)).toEqual({ text: 'Hi {{city}}', cursor: 11 });
    expect(insertAtCursor('Hi', 'X', 10, 12)).toEqual({ text: 'HiX', cursor: 3 });
  });
});
