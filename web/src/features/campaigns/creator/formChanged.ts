/**
 * Whether a campaign dialog's form says something else than `saved` (what it opened with, or last
 * saved): a sender not chosen yet counts as `offeredSender`, the one the form shows for it.
 */
export function formChanged<F extends { sender: string | null }>(saved: F, form: F, offeredSender: string | null = null): boolean {
  const shown = (values: F) => JSON.stringify({ ...values, sender: values.sender ?? offeredSender });
  return shown(saved) !== shown(form);
}
