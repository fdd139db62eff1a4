import { describe, expect, it } from 'vitest';
import { recipientTimeZone } from './recipientTimeZone.ts';

describe('recipientTimeZone', () => {
  describe('by ZIP code', () => {
    it.each([
      ['10001', 'America/New_York', 'NY'],
      ['60601', 'America/Chicago', 'IL'],
      ['80202', 'America/Denver', 'CO'],
      ['85004', 'America/Phoenix', 'AZ'],
      ['94110', 'America/Los_Angeles', 'CA'],
      ['99501', 'America/Anchorage', 'AK'],
      ['96813', 'Pacific/Honolulu', 'HI'],
    ])('%s → %s (%s)', async (zipCode, zone, state) => {
      expect(await recipientTimeZone({ zipCode })).toEqual({ zone, source: 'zip', state });
    });

    it('tells the two parts of a state that spans zones apart', async () => {
      // Florida: Pensacola (panhandle) keeps Central time, Tallahassee Eastern.
      expect(await recipientTimeZone({ zipCode: '32501' })).toEqual({ zone: 'America/Chicago', source: 'zip', state: 'FL' });
      expect(await recipientTimeZone({ zipCode: '32301' })).toEqual({ zone: 'America/New_York', source: 'zip', state: 'FL' });
      // Texas: El Paso is on Mountain time.
      expect(await recipientTimeZone({ zipCode: '79901' })).toMatchObject({ zone: 'America/Denver', state: 'TX' });
      // Indiana: Evansville is Central, Indianapolis Eastern.
      expect(await recipientTimeZone({ zipCode: '47708' })).toMatchObject({ zone: 'America/Chicago', state: 'IN' });
      expect(await recipientTimeZone({ zipCode: '46204' })).toMatchObject({ zone: 'America/Indiana/Indianapolis', state: 'IN' });
      // Tennessee: Knoxville Eastern, Nashville Central.
      expect(await recipientTimeZone({ zipCode: '37902' })).toMatchObject({ zone: 'America/New_York', state: 'TN' });
      expect(await recipientTimeZone({ zipCode: '37201' })).toMatchObject({ zone: 'America/Chicago', state: 'TN' });
      // Idaho: Coeur d'Alene on Pacific time, Boise on Mountain.
      expect(await recipientTimeZone({ zipCode: '83814' })).toMatchObject({ zone: 'America/Los_Angeles', state: 'ID' });
    });

    it('reads ZIP+4 and ignores spaces', async () => {
      expect(await recipientTimeZone({ zipCode: ' 32501-1234 ' })).toMatchObject({ zone: 'America/Chicago', source: 'zip' });
      expect(await recipientTimeZone({ zipCode: '325011234' })).toMatchObject({ zone: 'America/Chicago', source: 'zip' });
    });

    it('the ZIP code wins over a state field that disagrees', async () => {
      expect(await recipientTimeZone({ zipCode: '32501', state: 'NY' })).toEqual({ zone: 'America/Chicago', source: 'zip', state: 'FL' });
    });
  });

  describe('by state when the ZIP code is missing or unknown', () => {
    it('takes the state’s zone, by code or name, any case', async () => {
      expect(await recipientTimeZone({ state: 'CA' })).toEqual({ zone: 'America/Los_Angeles', source: 'state', state: 'CA' });
      expect(await recipientTimeZone({ state: 'colorado' })).toEqual({ zone: 'America/Denver', source: 'state', state: 'CO' });
      expect(await recipientTimeZone({ state: ' New York ' })).toEqual({ zone: 'America/New_York', source: 'state', state: 'NY' });
      expect(await recipientTimeZone({ state: 'dc' })).toEqual({ zone: 'America/New_York', source: 'state', state: 'DC' });
    });

    it('a state that spans zones gets its most populous one', async () => {
      expect(await recipientTimeZone({ state: 'TX' })).toMatchObject({ zone: 'America/Chicago' });
      expect(await recipientTimeZone({ state: 'FL' })).toMatchObject({ zone: 'America/New_York', state: 'FL' });
      expect(await recipientTimeZone({ state: 'TN' })).toMatchObject({ zone: 'America/Chicago' });
      expect(await recipientTimeZone({ state: 'ID' })).toMatchObject({ zone: 'America/Boise' });
      expect(await recipientTimeZone({ state: 'OR' })).toMatchObject({ zone: 'America/Los_Angeles' });
      expect(await recipientTimeZone({ state: 'IN' })).toMatchObject({ zone: 'America/Indiana/Indianapolis' });
      expect((await recipientTimeZone({ state: 'KY' }))?.zone).toMatch(/^America\/(New_York|Kentucky\/Louisville)$/);
    });

    it('an unknown or malformed ZIP code falls back to the state', async () => {
      expect(await recipientTimeZone({ zipCode: '00000', state: 'WA' })).toEqual({ zone: 'America/Los_Angeles', source: 'state', state: 'WA' });
      expect(await recipientTimeZone({ zipCode: 'ABCDE', state: 'WA' })).toEqual({ zone: 'America/Los_Angeles', source: 'state', state: 'WA' });
      expect(await recipientTimeZone({ zipCode: '', state: 'WA' })).toEqual({ zone: 'America/Los_Angeles', source: 'state', state: 'WA' });
    });
  });

  describe('by the phone’s area code when neither ZIP code nor state is known', () => {
    it('a US area code gives its state and zone', async () => {
      expect(await recipientTimeZone({ phone: '(212) 555-0142' })).toEqual({ zone: 'America/New_York', source: 'area-code', state: 'NY', areaCodeState: 'NY' });
      expect(await recipientTimeZone({ phone: '+1 312 555 0142' })).toMatchObject({ zone: 'America/Chicago', source: 'area-code', state: 'IL' });
      expect(await recipientTimeZone({ phone: '415.555.0142' })).toMatchObject({ zone: 'America/Los_Angeles', source: 'area-code', state: 'CA' });
      expect(await recipientTimeZone({ phone: '1-602-555-0142' })).toMatchObject({ zone: 'America/Phoenix', source: 'area-code', state: 'AZ' });
    });

    it('Florida area codes, the newest overlays too', async () => {
      for (const phone of ['305-555-0142', '(645) 555-0142', '656-555-0142', '324-555-0142', '448-555-0142']) {
        expect(await recipientTimeZone({ phone })).toMatchObject({ source: 'area-code', state: 'FL', areaCodeState: 'FL' });
      }
    });

    it('an exchange the data places in a city of a split area code gets that city’s zone', async () => {
      // 850 covers Pensacola (Central) and Tallahassee (Eastern).
      expect(await recipientTimeZone({ phone: '+18504355555' })).toMatchObject({ zone: 'America/Chicago', state: 'FL' });
      expect(await recipientTimeZone({ phone: '+18502245555' })).toMatchObject({ zone: 'America/New_York', state: 'FL' });
      // 915: El Paso on Mountain time.
      expect(await recipientTimeZone({ phone: '+19155445555' })).toMatchObject({ zone: 'America/Denver', state: 'TX' });
    });

    it('a Canadian number gets the zone libphonenumber lists for it, without a state', async () => {
      expect(await recipientTimeZone({ phone: '+1 416 555 0142' })).toEqual({ zone: 'America/Toronto', source: 'area-code' });
    });
  });

  it('keeps the area code’s state beside the address’s, for Florida’s area-code presumption', async () => {
    expect(await recipientTimeZone({ zipCode: '30303', phone: '305-555-0142' })).toEqual({
      zone: 'America/New_York',
      source: 'zip',
      state: 'GA',
      areaCodeState: 'FL',
    });
    expect(await recipientTimeZone({ state: 'GA', phone: '305-555-0142' })).toEqual({
      zone: 'America/New_York',
      source: 'state',
      state: 'GA',
      areaCodeState: 'FL',
    });
  });

  it('is undefined when nothing is known', async () => {
    expect(await recipientTimeZone({})).toBeUndefined();
    expect(await recipientTimeZone({ zipCode: null, state: null, phone: null })).toBeUndefined();
    expect(await recipientTimeZone({ zipCode: '99999', state: 'Atlantis', phone: 'not a phone' })).toBeUndefined();
    // An unassigned NANP number and a non-North-American one give no area code.
    expect(await recipientTimeZone({ phone: '555-555-0142' })).toBeUndefined();
    expect(await recipientTimeZone({ phone: '+44 7911 123456' })).toBeUndefined();
  });
});
