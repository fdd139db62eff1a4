import { atom } from 'jotai';

export type SettingsTabKey = 'legacy' | 'users' | 'general';

/** The open tab of the Settings page (the SMS inbox's 'SMS Settings' button opens Legacy Settings). */
export const settingsTabAtom = atom<SettingsTabKey>('users');
