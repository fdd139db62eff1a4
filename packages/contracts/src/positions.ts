/** Header on every accepted command: the event-store position of its last event. */
export const EVENT_POSITION_HEADER = 'X-Event-Position';
/** Header a client sends on reads to see at least its own writes. */
export const MIN_POSITION_HEADER = 'X-Min-Position';
/** Header on a read that could not wait long enough for the projections. */
export const READ_STALE_HEADER = 'X-Read-Stale';
