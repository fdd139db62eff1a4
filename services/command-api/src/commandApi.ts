import type { Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { registerOriginCheck } from './security/originCheck.ts';

export interface CommandApiOptions {
  publicUrl: string;
}

/** Register the write side (POST/PUT/DELETE /api/*, /webhooks/*) on an app. */
export async function registerCommandApi(app: FastifyInstance, runtime: Runtime, options: CommandApiOptions): Promise<void> {
  await app.register(async (scope) => {
    registerOriginCheck(scope, options.publicUrl);
    void runtime;
  });
}
