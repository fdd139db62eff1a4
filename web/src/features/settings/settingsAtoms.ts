import { atom } from 'jotai';

export type SettingsTabKey = 'email-accounts' | 'legacy' | 'users' | 'general';

/** The open tab of the Settings page: Email Accounts, the first, unless the SMS inbox's 'SMS Settings' button opened Legacy Settings. */
export const settingsTabAtom = atom<SettingsTabKey>('email-accounts');
