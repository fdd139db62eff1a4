import type { Worker } from '@outreach/runner';

/**
 * The dispatcher's workers: each does the scheduled work of one kind (a send through a provider)
 * within its limits and appends the outcome with a deterministic event id. See `@outreach/runner`'s
 * README for how to add one.
 */
export const workers: readonly Worker[] = [];
