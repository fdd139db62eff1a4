import type { DispatchHandler } from '../dispatchHandler.ts';
import { helpReply } from './helpReply.ts';
import { sendSms } from './sendSms.ts';

/** Every side-effect handler the dispatcher runs. */
export const handlers: readonly DispatchHandler[] = [sendSms, helpReply];
