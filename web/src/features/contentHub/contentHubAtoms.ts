import { atom } from 'jotai';

/** Which tab of the Content Hub is open. */
export type ContentHubTab = 'wizard' | 'templates' | 'analytics';
export const contentHubTabAtom = atom<ContentHubTab>('wizard');

/** Whether the Email Wizard (three steps) is open. */
export const emailWizardOpenAtom = atom(false);
/** Whether the SMS Wizard (four steps) is open. */
export const smsWizardOpenAtom = atom(false);
