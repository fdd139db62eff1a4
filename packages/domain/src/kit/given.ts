import { fold, type Decider } from './decider.ts';
import { DomainError } from './errors.ts';
import type { DomainEvent } from './events.ts';
import type { Actor, CommandContext } from './metadata.ts';

/** A fixed context for given/when/then tests: a known actor, a known instant, counted ids. */
export function testContext(overrides: Partial<CommandContext> = {}): CommandContext {
  let n = 0;
  const actor: Actor = { kind: 'user', id: 'user-test', username: 'tester' };
  return {
    actor,
    now: '2026-01-05T15:04:00.000Z',
    requestId: 'req-test',
    correlationId: 'corr-test',
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    ...overrides,
  };
}

/**
 * Given-events / when-command / then-events tests: `given(decider, past).when(command)` gives
 * `run()`, which decides against the folded past and returns the produced events (then-events:
 * `expect(run()).toEqual([...])`; a refusal: `expect(run).toThrow(...)`), `error()`, the
 * DomainError of a refusal (then-error: `expect(error()).toMatchObject({ code, message })`), and
 * the context used.
 */
export function given<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, past: readonly E[], context = testContext()) {
  const state = fold(decider, past);
  return {
    state,
    when(command: C) {
      const run = () => decider.decide(command, state, context);
      const error = (): DomainError => {
        let events: E[];
        try {
          events = run();
        } catch (thrown) {
          if (thrown instanceof DomainError) return thrown;
          throw thrown;
        }
        throw new Error(`Expected a refusal, the decision produced ${JSON.stringify(events)}`);
      };
      return { run, error, context };
    },
  };
}
