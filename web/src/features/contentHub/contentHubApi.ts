/** The Content Hub's generators (spec part 2 §7). */
export const EMAIL_WIZARD_PATH = '/api/content/generate-wizard';
export const REFINE_WIZARD_PATH = '/api/content/refine-wizard';
export const SMS_WIZARD_PATH = '/api/sms/generate-wizard';
