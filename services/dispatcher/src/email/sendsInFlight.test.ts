import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SendsInFlight } from './sendsInFlight.ts';

/** A send that settles when told to. */
function pendingSend() {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<string>((resolve, reject) => {
    settle = (ok) => (ok ? resolve('250 OK') : reject(new Error('421 try again later')));
  });
  return { send: () => promise, settle };
}

/** The send answered (`ok`, or refused), its tracked continuation run, and the turn over. */
async function answer(pending: ReturnType<typeof pendingSend>, tracked: Promise<unknown>, ok = true): Promise<void> {
  pending.settle(ok);
  await tracked;
  await nextTurn();
}

describe('sends in flight', () => {
  it('tells once the last send out is answered, after the answer was handled, and not before', async () => {
    let told = 0;
    const handled: string[] = [];
    const inFlight = new SendsInFlight(() => {
      told++;
      handled.push('told');
    });
    const first = pendingSend();
    const second = pendingSend();
    const a = inFlight.track(first.send).then((response) => void handled.push(`first ${response}`));
    const b = inFlight.track(second.send).catch((error: Error) => void handled.push(`second ${error.message}`));
    await answer(first, a);
    expect(told).toBe(0);
    await answer(second, b, false);
    expect(told).toBe(1);
    expect(handled).toEqual(['first 250 OK', 'second 421 try again later', 'told']);
  });

  it('does not tell when another send went out before the turn ended', async () => {
    let told = 0;
    const inFlight = new SendsInFlight(() => told++);
    const first = pendingSend();
    const second = pendingSend();
    const a = inFlight.track(first.send);
    first.settle(true);
    await a;
    // Out before the turn is over.
    const b = inFlight.track(second.send);
    await nextTurn();
    expect(told).toBe(0);
    await answer(second, b);
    expect(told).toBe(1);
  });
});
