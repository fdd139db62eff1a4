/** Why a mailbox cannot sign in (a missing password, a Microsoft sign-in that could not be renewed): its e-mails wait until it is fixed, its replies are looked for again at the next interval. */
export class MailboxUnusable extends Error {}
