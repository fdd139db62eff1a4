import { z } from 'zod';

/**
 * GET /api/auth/microsoft/status (spec: connected, provider 'microsoft', email, connectedAt),
 * plus whether this server has an app registration at all (`configured`) and, when not, what
 * is missing (`setupMessage`) so the Connect button can say it.
 */
export const microsoftStatus = z.object({
  connected: z.boolean(),
  provider: z.literal('microsoft'),
  email: z.string().nullable(),
  connectedAt: z.string().nullable(),
  configured: z.boolean(),
  setupMessage: z.string().nullable(),
});
export type MicrosoftStatus = z.infer<typeof microsoftStatus>;

/** POST /api/auth/microsoft/disconnect → the status after it. */
export const microsoftDisconnected = microsoftStatus.extend({ success: z.literal(true), position: z.string().optional() });

/** GET /api/auth/microsoft/connect: a new Microsoft 365 e-mail account; what the form held besides the mailbox (which sign-in tells). */
export const microsoftConnectQuery = z.object({
  name: z.string().trim().max(200).optional(),
  fromName: z.string().trim().max(200).optional(),
  isPrimary: z.enum(['true', 'false']).optional(),
});

/** GET /auth/microsoft: the legacy settings connect; `from=dashboard` returns to the dashboard. */
export const microsoftSettingsConnectQuery = z.object({ from: z.enum(['settings', 'dashboard']).optional() });
