import { z } from 'zod';

/**
 * A record id: a UUID, or a 400 saying so with the field's name (never a misleading "not found").
 * Written in capitals it is the same id: stream names and keys hold it in lower case.
 */
export const uuid = (field: string) => z.uuid({ error: `${field} must be a UUID` }).toLowerCase();

/** Path parameters of every route addressing one record by `:id`. */
export const idParams = z.object({ id: uuid('id') });
