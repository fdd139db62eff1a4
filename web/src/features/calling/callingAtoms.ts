import { atom } from 'jotai';
import type { CallFilter } from '@outreach/contracts';
import { DEFAULT_CALL_FILTER, INITIAL_MIN_RENTALS } from './callingLists.ts';

export type CallingTabKey = 'sales' | 'rental';

/** The open tab of the calling dashboard. */
export const callingTabAtom = atom<CallingTabKey>('sales');
/** The call-status filter of the Sales Agents tab. */
export const salesCallFilterAtom = atom<CallFilter>(DEFAULT_CALL_FILTER);
/** The call-status filter of the Rental Agents tab. */
export const rentalCallFilterAtom = atom<CallFilter>(DEFAULT_CALL_FILTER);
/** The Rental Agents tab's minimum rentals (starts at 4, which no option matches) and page, kept while the other tab is open. */
export const rentalMinRentalsAtom = atom(INITIAL_MIN_RENTALS);
export const rentalPageAtom = atom(1);
