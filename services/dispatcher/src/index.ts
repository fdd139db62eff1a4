export * from './dispatcher.ts';
export * from './dispatchHandler.ts';
export * from './handlerSubscriber.ts';
export { oauthMailboxes } from './email/oauthMailboxes.ts';
export { MailboxUnusable } from './email/mailboxUnusable.ts';
export { ANSWER_WINDOW_MS, EMAIL_ENGINE_DEFAULTS } from './email/emailEngine.ts';
