import { describe, expect, it } from 'vitest';
import { ApiError, REQUEST_TIMEOUT_MESSAGE } from '../../shared/api/apiFetch.ts';
import { bulkStatusSummary } from './bulkStatusSummary.ts';
import { contactDisplayName, locationText, tierLabel, tierText } from './contactDisplay.ts';
import { contactsListUrl, contactsLoadErrorMessage, isStatusFilter, isUnauthorized, pageRange } from './contactsListing.ts';

describe('contactsListUrl', () => {
  it('asks for 25 per page with the page offset, leaving out an empty search and All Status', () => {
    expect(contactsListUrl({ search: '', status: 'all', page: 1 })).toBe('/api/contacts?limit=25&offset=0');
    expect(contactsListUrl({ search: '  ann  ', status: 'inactive', page: 3 })).toBe('/api/contacts?search=ann&status=inactive&limit=25&offset=50');
    expect(contactsListUrl({ search: '   ', status: 'all', page: 2 })).toBe('/api/contacts?limit=25&offset=25');
  });

  it('asks for a neighbouring page by its cursor instead of an offset', () => {
    expect(contactsListUrl({ search: 'ann', status: 'all', page: 7, after: 'abc' })).toBe('/api/contacts?search=ann&limit=25&after=abc');
    expect(contactsListUrl({ search: '', status: 'active', page: 6, before: 'xyz' })).toBe('/api/contacts?status=active&limit=25&before=xyz');
  });

  it('knows the status filters', () => {
    expect(isStatusFilter('all')).toBe(true);
    expect(isStatusFilter('unsubscribed')).toBe(true);
    expect(isStatusFilter('deleted')).toBe(false);
    expect(isStatusFilter(null)).toBe(false);
  });
});

describe('pageRange', () => {
  it('gives the rows shown and the page count', () => {
    expect(pageRange(1, 25, 60)).toEqual({ from: 1, to: 25, totalPages: 3 });
    expect(pageRange(3, 25, 60)).toEqual({ from: 51, to: 60, totalPages: 3 });
  });

  it('shows 0 to 0 of an empty list on page 1 of 1', () => {
    expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0, totalPages: 1 });
  });
});

describe('contactsLoadErrorMessage', () => {
  it("shows a failed answer as 'HTTP {status}: {statusText}'", () => {
    expect(contactsLoadErrorMessage(new ApiError(500, 'Internal Server Error', 'Something broke'))).toBe('HTTP 500: Internal Server Error');
    expect(contactsLoadErrorMessage(new ApiError(502, '', 'Bad gateway'))).toBe('HTTP 502: Bad gateway');
  });

  it("keeps a timeout's message and falls back to 'Failed to load contacts'", () => {
    expect(contactsLoadErrorMessage(new Error(REQUEST_TIMEOUT_MESSAGE))).toBe(REQUEST_TIMEOUT_MESSAGE);
    expect(contactsLoadErrorMessage(new Error(''))).toBe('Failed to load contacts');
    expect(contactsLoadErrorMessage('odd')).toBe('Failed to load contacts');
  });

  it('tells a 401 apart', () => {
    expect(isUnauthorized(new ApiError(401, 'Unauthorized', 'Not signed in'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, 'Forbidden', 'No'))).toBe(false);
  });
});

describe('contact display', () => {
  it('names a contact by first and last name, then agent name, then the fallback', () => {
    expect(contactDisplayName({ firstName: 'Ann', lastName: 'Lee', agentName: 'A. Lee' })).toBe('Ann Lee');
    expect(contactDisplayName({ firstName: null, lastName: ' ', agentName: 'A. Lee' })).toBe('A. Lee');
    expect(contactDisplayName({ firstName: null, lastName: null, agentName: null })).toBe('Unknown Agent');
  });

  it('writes tiers with the hyphen as a space, and labels them', () => {
    expect(tierText('high-performer')).toBe('high performer');
    expect(tierText(null)).toBe('');
    expect(tierLabel('high-performer')).toBe('High Performer');
    expect(tierLabel(null)).toBe('Unranked');
  });

  it('joins city and state', () => {
    expect(locationText('Austin', 'TX')).toBe('Austin, TX');
    expect(locationText(null, 'TX')).toBe('TX');
    expect(locationText(null, null)).toBe('');
  });
});

describe('bulkStatusSummary', () => {
  it('reports full success, partial success and failure', () => {
    expect(bulkStatusSummary('inactive', 3, 0)).toEqual({ title: 'Bulk Update Successful', description: 'Successfully updated 3 contacts to inactive' });
    expect(bulkStatusSummary('active', 2, 1)).toEqual({ title: 'Partial Success', description: 'Updated 2 contacts, 1 failed', variant: 'destructive' });
    expect(bulkStatusSummary('unsubscribed', 0, 4)).toEqual({ title: 'Bulk Update Failed', description: 'Failed to update 4 contacts', variant: 'destructive' });
  });
});
