/**
 * Gathers what is handed to it during one turn of the event loop and passes it on together at
 * the turn's end (setImmediate): a batch's messages to another thread cross as one message, with
 * one wake-up of that thread, instead of one each.
 */
export function perTurn<T>(post: (items: T[]) => void): (item: T) => void {
  const items: T[] = [];
  return (item) => {
    if (items.push(item) === 1) setImmediate(() => post(items.splice(0)));
  };
}
