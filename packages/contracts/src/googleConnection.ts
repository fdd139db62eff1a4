import { z } from 'zod';

/**
 * GET /api/google/status (spec: connected, provider 'gmail', email, connectedAt), plus whether
 * this server has an OAuth client at all (`configured`) and, when not, what is missing
 * (`setupMessage`) so the Connect button can say it.
 */
export const googleStatus = z.object({
  connected: z.boolean(),
  provider: z.literal('gmail'),
  email: z.string().nullable(),
  connectedAt: z.string().nullable(),
  configured: z.boolean(),
  setupMessage: z.string().nullable(),
});
export type GoogleStatus = z.infer<typeof googleStatus>;

/** POST /api/google/disconnect → the status after it. */
export const googleDisconnected = googleStatus.extend({ success: z.literal(true), position: z.string().optional() });

