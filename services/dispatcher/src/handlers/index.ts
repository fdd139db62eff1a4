import type { DispatchHandler } from '../dispatchHandler.ts';

/** Every side-effect handler the dispatcher runs. */
export const handlers: readonly DispatchHandler[] = [];
