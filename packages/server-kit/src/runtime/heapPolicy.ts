import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived the last full collection before it
 * collects again, in percent. Its own default grows the limit by up to four times the live heap:
 * during a bulk import, whose live heap stays flat at about 150 MiB, the newest events cached for
 * the projections are promoted and then dropped, and that garbage piled up to 600 MiB before a
 * full collection (an RSS growth of 440 MiB for a 13 MiB file). At 100 % the same import grows the
 * process by about 200 MiB, nothing of it over its second half, at no measurable cost in
 * throughput (`pnpm bench contactImport`). 40 % held it to 130 MiB, but its more frequent full
 * collections showed in the tail latency of the list pages (`pnpm bench contacts`).
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Sets the process's heap growing policy (HEAP_GROWING_PERCENT). V8 reads it whenever it sets the
 * next collection's limit, so setting it once a process is running takes effect from the next
 * full collection. Every server process applies it through createRuntime; idempotent.
 */
export function applyHeapPolicy(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
