/** Why a mailbox cannot sign in to send (a missing password, a Microsoft sign-in that could not be renewed): its e-mails wait until it is fixed. */
export class MailboxUnusable extends Error {}
