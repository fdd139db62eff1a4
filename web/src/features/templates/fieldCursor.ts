import { flushSync } from 'react-dom';
import { insertAtCursor } from './insertAtCursor.ts';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Puts `insert` at the field's cursor (or in place of its selection), hands the new text to
 * `onChange`, and gives the field back its focus with the cursor after the insert.
 *
 * The new text is rendered before this returns, and the focus moves at once: a focus moved later
 * (after a timer) could land while the user is already typing in another field and take their
 * keystrokes into this one.
 */
export function insertIntoField(field: TextField | null | undefined, value: string, insert: string, onChange: (text: string) => void): void {
  const { text, cursor } = insertAtCursor(value, insert, field?.selectionStart, field?.selectionEnd);
  flushSync(() => onChange(text));
  if (!field?.isConnected) return;
  field.focus();
  field.setSelectionRange(cursor, cursor);
}
