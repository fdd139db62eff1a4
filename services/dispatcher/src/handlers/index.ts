import type { DispatchHandler } from '../dispatchHandler.ts';
import { helpReply } from './helpReply.ts';

/** Every side-effect handler the dispatcher runs (texts themselves are sent by the SMS engine, `../sms/smsEngine.ts`). */
export const handlers: readonly DispatchHandler[] = [helpReply];
