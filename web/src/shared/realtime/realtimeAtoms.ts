import { atom } from 'jotai';
import type { RealtimeStatus } from './realtimeClient.ts';

/** Whether the live-update socket is open (the SMS inbox shows it as Connected / Disconnected). */
export const realtimeStatusAtom = atom<RealtimeStatus>('disconnected');
