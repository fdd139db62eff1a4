/** A toast dragged this far to the right, and let go, is dismissed (spec part 1 §9). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Toasts are at most this wide, and leave room at the sides of a narrow screen (spec part 1 §9). */
export const TOAST_MAX_WIDTH = 'min(420px, calc(100vw - 32px))';

/** Whether a pointer pressed at `startX` and let go at `endX` swiped the toast away. */
export function swipedRight(startX: number, endX: number): boolean {
  return endX - startX >= TOAST_SWIPE_THRESHOLD_PX;
}
