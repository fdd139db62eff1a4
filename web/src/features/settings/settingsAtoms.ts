import { atom } from 'jotai';

export type SettingsTabKey = 'users' | 'general';

/** The open tab of the Settings page. */
export const settingsTabAtom = atom<SettingsTabKey>('users');
