import { describe, expect, it } from 'vitest';
import { groupRequests, LATENCY_REQUESTS, PAGE_RATIO_REQUESTS, type RouteSpec } from './routeLatency.ts';

const route = (key: string, requests?: number): RouteSpec => ({ key, name: key, path: () => `/${key}`, ...(requests === undefined ? {} : { requests }) });

describe('groupRequests', () => {
  it('is the default count when no route of the group asks for another', () => {
    expect(groupRequests([route('a'), route('b')])).toBe(LATENCY_REQUESTS);
  });

  it('is the most any route of the group asks for, so that routes compared with each other get as many requests', () => {
    expect(groupRequests([route('first', PAGE_RATIO_REQUESTS), route('middle', PAGE_RATIO_REQUESTS), route('plain')])).toBe(PAGE_RATIO_REQUESTS);
  });
});
