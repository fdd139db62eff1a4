import type { Reactor } from '@outreach/runner';

/**
 * The dispatcher's reactors: each turns the events that decided a send (a campaign started, a
 * step queued, a text deferred to the morning) into scheduled work for `../workers`, in the same
 * transaction as its checkpoint. See `@outreach/runner`'s README for how to add one.
 */
export const reactors: readonly Reactor[] = [];
