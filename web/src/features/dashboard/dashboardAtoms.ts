import { atom } from 'jotai';

/** Whether the slide-in navigation drawer (small screens) is open. */
export const navDrawerOpenAtom = atom(false);
