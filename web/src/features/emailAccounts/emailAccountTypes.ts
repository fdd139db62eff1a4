import type { addEmailAccountBody, emailAccountTest, emailAccountView, updateEmailAccountBody } from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';

/** An account as GET /api/email-accounts answers it: never its password or API key, only `secretSet`. */
export type EmailAccount = WireType<typeof emailAccountView>;
export type EmailProvider = EmailAccount['provider'];
export type SmtpSecurity = NonNullable<EmailAccount['smtpSecurity']>;
export type AddEmailAccountInput = WireType<typeof addEmailAccountBody>;
export type UpdateEmailAccountInput = WireType<typeof updateEmailAccountBody>;
/** POST /api/email-accounts/{id}/test: the server's own words. */
export type EmailAccountTestResult = WireType<typeof emailAccountTest>;
