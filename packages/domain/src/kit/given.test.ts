import { describe, expect, it } from 'vitest';
import { assertNever, fold, type Decider } from './decider.ts';
import { DomainError, illegalState, invalid } from './errors.ts';
import type { DomainEvent } from './events.ts';
import { given, testContext } from './given.ts';
import type { CommandContext } from './metadata.ts';

type Opened = DomainEvent<'TabOpened', { tabId: string; openedAt: string }>;
type ItemAdded = DomainEvent<'ItemAdded', { item: string; by: string }>;
type Closed = DomainEvent<'TabClosed', { total: number }>;
type TabEvent = Opened | ItemAdded | Closed;

type TabCommand = { type: 'open' } | { type: 'add'; item: string } | { type: 'close' };

interface TabState {
  status: 'none' | 'open' | 'closed';
  items: string[];
}

const tab: Decider<TabCommand, TabEvent, TabState> = {
  initialState: { status: 'none', items: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'TabOpened':
        return { ...state, status: 'open' };
      case 'ItemAdded':
        return { ...state, items: [...state.items, event.data.item] };
      case 'TabClosed':
        return { ...state, status: 'closed' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state, context: CommandContext) {
    switch (command.type) {
      case 'open':
        if (state.status !== 'none') throw illegalState('The tab is already open');
        return [{ type: 'TabOpened', data: { tabId: context.newId(), openedAt: context.now } }];
      case 'add':
        if (state.status !== 'open') throw illegalState('Open the tab first');
        if (!command.item) throw invalid('Name the item');
        return [{ type: 'ItemAdded', data: { item: command.item, by: context.actor.kind } }];
      case 'close':
        if (state.status === 'closed') return [];
        return [{ type: 'TabClosed', data: { total: state.items.length } }];
      default:
        return assertNever(command);
    }
  },
};

const opened: Opened = { type: 'TabOpened', data: { tabId: 't', openedAt: '2026-01-01T00:00:00.000Z' } };
const added = (item: string): ItemAdded => ({ type: 'ItemAdded', data: { item, by: 'user' } });

describe('fold', () => {
  it('returns the initial state for no events', () => {
    expect(fold(tab, [])).toBe(tab.initialState);
  });

  it('applies events in order', () => {
    expect(fold(tab, [opened, added('a'), added('b')])).toEqual({ status: 'open', items: ['a', 'b'] });
    expect(fold(tab, [opened, added('b'), added('a')]).items).toEqual(['b', 'a']);
  });

  it('does not mutate the initial state', () => {
    fold(tab, [opened, added('a')]);
    expect(tab.initialState).toEqual({ status: 'none', items: [] });
  });
});

describe('assertNever', () => {
  it('throws naming the unhandled value', () => {
    expect(() => assertNever({ type: 'Mystery' } as never)).toThrow('Unhandled case: {"type":"Mystery"}');
  });
});

describe('testContext', () => {
  it('has a fixed actor, instant and request ids', () => {
    const context = testContext();
    expect(context.actor).toEqual({ kind: 'user', id: 'user-test', username: 'tester' });
    expect(context.now).toBe('2026-01-05T15:04:00.000Z');
    expect(context.requestId).toBe('req-test');
    expect(context.correlationId).toBe('corr-test');
    expect(context.causationId).toBeUndefined();
    expect(context.reason).toBeUndefined();
  });

  it('counts ids that are valid version-4 UUIDs, starting again in every context', () => {
    const a = testContext();
    const ids = [a.newId(), a.newId(), a.newId()];
    expect(ids).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000003',
    ]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(testContext().newId()).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('takes overrides', () => {
    const actor = { kind: 'webhook', source: 'twilio' } as const;
    const context = testContext({ actor, now: '2030-02-03T04:05:06.000Z', reason: 'because', causationId: 'cause' });
    expect(context.actor).toEqual(actor);
    expect(context.now).toBe('2030-02-03T04:05:06.000Z');
    expect(context.reason).toBe('because');
    expect(context.causationId).toBe('cause');
    expect(context.requestId).toBe('req-test');
    expect(testContext({ newId: () => 'fixed' }).newId()).toBe('fixed');
  });
});

describe('given / when', () => {
  it('folds the past into state', () => {
    expect(given(tab, []).state).toEqual({ status: 'none', items: [] });
    expect(given(tab, [opened, added('x')]).state).toEqual({ status: 'open', items: ['x'] });
  });

  it('runs the decision against that state with the test context', () => {
    const { run, context } = given(tab, []).when({ type: 'open' });
    expect(run()).toEqual([
      { type: 'TabOpened', data: { tabId: '00000000-0000-4000-8000-000000000001', openedAt: '2026-01-05T15:04:00.000Z' } },
    ]);
    expect(context.now).toBe('2026-01-05T15:04:00.000Z');
  });

  it('uses the context it is given', () => {
    const context = testContext({ actor: { kind: 'system', process: 'importer' } });
    expect(given(tab, [opened], context).when({ type: 'add', item: 'tea' }).run()).toEqual([
      { type: 'ItemAdded', data: { item: 'tea', by: 'system' } },
    ]);
  });

  it('reports a refused command as a DomainError with its code', () => {
    const run = given(tab, [opened]).when({ type: 'open' }).run;
    expect(run).toThrow(DomainError);
    expect(run).toThrow('The tab is already open');
    try {
      run();
    } catch (error) {
      expect((error as DomainError).code).toBe('illegal_state');
    }
    expect(() => given(tab, [opened]).when({ type: 'add', item: '' }).run()).toThrow(
      expect.objectContaining({ code: 'invalid', message: 'Name the item' }),
    );
  });

  it('a decision may produce no events', () => {
    expect(given(tab, [opened, { type: 'TabClosed', data: { total: 0 } }]).when({ type: 'close' }).run()).toEqual([]);
  });

  it('the produced events evolve into the next state', () => {
    const past: TabEvent[] = [opened, added('a')];
    const produced = given(tab, past).when({ type: 'close' }).run();
    expect(produced).toEqual([{ type: 'TabClosed', data: { total: 1 } }]);
    expect(fold(tab, [...past, ...produced]).status).toBe('closed');
  });
});

describe('given / when / error', () => {
  it('gives the DomainError of a refused command, with its code and message', () => {
    const error = given(tab, [opened]).when({ type: 'open' }).error();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'illegal_state', message: 'The tab is already open' });
  });

  it('fails when the command is accepted, naming what it produced', () => {
    expect(() => given(tab, []).when({ type: 'open' }).error()).toThrow(
      'Expected a refusal, the decision produced [{"type":"TabOpened","data":{"tabId":"00000000-0000-4000-8000-000000000001","openedAt":"2026-01-05T15:04:00.000Z"}}]',
    );
    expect(() => given(tab, [opened, { type: 'TabClosed', data: { total: 0 } }]).when({ type: 'close' }).error()).toThrow('Expected a refusal, the decision produced []');
  });

  it('lets an error that is not a domain refusal through', () => {
    const broken: Decider<TabCommand, TabEvent, TabState> = {
      ...tab,
      decide() {
        throw new TypeError('bug');
      },
    };
    expect(() => given(broken, []).when({ type: 'open' }).error()).toThrow(TypeError);
  });
});
