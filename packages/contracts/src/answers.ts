import { z } from 'zod';

/** Query of a route that takes no parameters: any parameter is refused, naming it. */
export const noQuery = z.object({});

/** Body of a command that takes no fields: any field is refused, naming it. */
export const noBody = z.object({});

/** An accepted command's answer: its shape plus the event-store `position` it reached (absent when nothing was appended). */
export const accepted = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) => schema.extend({ position: z.string().optional() });

/** `{success: true}` of the actions that answer nothing else. */
export const success = accepted(z.object({ success: z.literal(true) }));
