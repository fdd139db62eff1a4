import { describe, expect, it } from 'vitest';
import {
  accountStatusLabel,
  companyName,
  distinctOfficePhone,
  fullName,
  mobileNumber,
  primaryLocation,
  showsServiceAreas,
  yearsText,
} from './agentDetailFields.ts';

describe('agent detail fields', () => {
  it('joins the full name', () => {
    expect(fullName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(fullName({ firstName: null, lastName: null })).toBe('');
  });

  it('shows the office phone only when it differs from the mobile number', () => {
    expect(mobileNumber({ mobilePhone: null, phone: '555-1' })).toBe('555-1');
    expect(distinctOfficePhone({ mobilePhone: '555-1', phone: null, officePhone: '555-1' })).toBeNull();
    expect(distinctOfficePhone({ mobilePhone: '555-1', phone: null, officePhone: '555-2' })).toBe('555-2');
    expect(distinctOfficePhone({ mobilePhone: '555-1', phone: null, officePhone: null })).toBeNull();
  });

  it('falls back to Independent Agent', () => {
    expect(companyName({ company: null, officeCompanyName: 'Lee Realty' })).toBe('Lee Realty');
    expect(companyName({ company: ' ', officeCompanyName: null })).toBe('Independent Agent');
  });

  it('takes the first part of the location', () => {
    expect(primaryLocation('Austin, TX 78701')).toBe('Austin');
    expect(primaryLocation(null)).toBe('Not provided');
  });

  it('defaults the account status to Active', () => {
    expect(accountStatusLabel('unsubscribed')).toBe('Unsubscribed');
    expect(accountStatusLabel(null)).toBe('Active');
  });

  it('shows service areas only above 10 characters', () => {
    expect(showsServiceAreas('Austin, TX')).toBe(false);
    expect(showsServiceAreas('Austin, TXX')).toBe(true);
    expect(showsServiceAreas(null)).toBe(false);
  });

  it('writes years', () => {
    expect(yearsText(1)).toBe('1 year');
    expect(yearsText(12)).toBe('12 years');
    expect(yearsText(null)).toBe('Not provided');
  });
});
