/**
 * The parsed shape of a wire schema from `@outreach/contracts` (what `z.infer` gives), without the
 * web importing zod itself: `WireType<typeof callStats>`.
 */
export type WireType<Schema extends { parse: (data: unknown) => unknown }> = ReturnType<Schema['parse']>;
