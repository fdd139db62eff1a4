import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { applyHeapPolicy, HEAP_GROWING_PERCENT } from './heapPolicy.ts';

describe('heap policy', () => {
  it('sets a V8 flag this Node knows (setFlagsFromString ignores one it does not)', () => {
    const known = spawnSync(process.execPath, [`--heap-growing-percent=${HEAP_GROWING_PERCENT}`, '-e', '0'], { encoding: 'utf8' });
    expect(known.stderr).toBe('');
    expect(known.status).toBe(0);
    const unknown = spawnSync(process.execPath, ['--heap-growing-percentage=40', '-e', '0'], { encoding: 'utf8' });
    expect(unknown.status).not.toBe(0);
    expect(() => applyHeapPolicy()).not.toThrow();
  });
});
