import { atom } from 'jotai';
import type { CallFilter } from '@outreach/contracts';
import { DEFAULT_CALL_FILTER } from './callingLists.ts';

export type CallingTabKey = 'sales' | 'rental';

/** The open tab of the calling dashboard. */
export const callingTabAtom = atom<CallingTabKey>('sales');
/** The call-status filter of the Sales Agents tab. */
export const salesCallFilterAtom = atom<CallFilter>(DEFAULT_CALL_FILTER);
/** The call-status filter of the Rental Agents tab. */
export const rentalCallFilterAtom = atom<CallFilter>(DEFAULT_CALL_FILTER);
