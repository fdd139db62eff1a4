/** Segment counting lives in the contracts so the web counts exactly as the server does. */
export { smsEncoding, type SmsEncoding } from '@outreach/contracts/smsSegments.ts';
