import { insertAtCursor } from './insertAtCursor.ts';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Puts `insert` at the field's cursor (or in place of its selection), hands the new text to
 * `onChange`, and gives the field back its focus with the cursor after the insert.
 */
export function insertIntoField(field: TextField | null | undefined, value: string, insert: string, onChange: (text: string) => void): void {
  const { text, cursor } = insertAtCursor(value, insert, field?.selectionStart, field?.selectionEnd);
  onChange(text);
  if (!field) return;
  // After the new value is rendered.
  setTimeout(() => {
    field.focus();
    field.setSelectionRange(cursor, cursor);
  }, 0);
}
