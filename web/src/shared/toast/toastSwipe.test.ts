import { describe, expect, it } from 'vitest';
import { swipedRight, TOAST_SWIPE_THRESHOLD_PX } from './toastSwipe.ts';

describe('toast swipe', () => {
  it('dismisses a toast dragged at least 50 px to the right, not a shorter drag, a drag to the left or a click', () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipedRight(100, 150)).toBe(true);
    expect(swipedRight(100, 149)).toBe(false);
    expect(swipedRight(200, 100)).toBe(false);
    expect(swipedRight(100, 100)).toBe(false);
  });
});
