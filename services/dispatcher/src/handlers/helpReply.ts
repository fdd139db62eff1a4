import { randomUUID } from 'node:crypto';
import { DomainError, conversation, conversationStream, handle, type SmsEvent } from '@outreach/domain';
import { loadSmsCredentials } from '@outreach/providers';
import type { DispatchHandler } from '../dispatchHandler.ts';
import { dispatchContext } from '../dispatchContext.ts';

type HelpRequested = Extract<SmsEvent, { type: 'SmsHelpRequested' }>['data'];

/**
 * SmsHelpRequested (the number texted HELP) → the configured help text is requested as a reply
 * on that conversation; the SMS engine then sends it like any other. A conversation that cannot be
 * texted (opted out, blocked) gets none.
 */
export const helpReply: DispatchHandler = {
  name: 'helpReply',
  handles: ['SmsHelpRequested'],
  async handle(event, runtime) {
    const { conversationId } = event.data as HelpRequested;
    const { helpText } = await loadSmsCredentials(runtime);
    try {
      await handle(
        runtime.eventStore,
        conversationStream(conversationId),
        conversation,
        { type: 'RequestSms', conversationId, messageId: randomUUID(), body: helpText, kind: 'reply' },
        dispatchContext(runtime, event),
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      runtime.logger.info({ conversationId, reason: error.message }, 'no help reply sent');
    }
  },
};
