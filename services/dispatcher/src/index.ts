export * from './dispatcher.ts';
export * from './dispatchHandler.ts';
export * from './handlerSubscriber.ts';
export { oauthMailboxes } from './email/oauthMailboxes.ts';
export { MailboxUnusable } from './email/mailboxUnusable.ts';
