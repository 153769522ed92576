import { defaultEventTimeZone, filterTimeZoneChoices, findTimeZoneChoice, REGION_TIME_ZONES, timeZoneChoices } from './eventTimeZoneChoices';

describe('the zone a new event starts with (issue 56, item 1)', () => {
  const january = new Date('2030-01-15T00:00:00Z');

  it('is the organiser’s own, for every zone of the region and of the world list', () => {
    for (const zone of ['Asia/Tokyo', 'Asia/Seoul', 'Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Taipei', 'Asia/Kolkata', 'America/Los_Angeles', 'Europe/London']) {
      expect(defaultEventTimeZone(zone, january)).toBe(zone);
    }
    for (const { zone } of REGION_TIME_ZONES) expect(defaultEventTimeZone(zone, january)).toBe(zone);
  });

  it('names a browser’s older spelling as the list does (India’s browsers report Asia/Calcutta)', () => {
    expect(defaultEventTimeZone('Asia/Calcutta', january)).toBe('Asia/Kolkata');
    expect(defaultEventTimeZone('Asia/Saigon', january)).toBe('Asia/Ho_Chi_Minh');
    expect(defaultEventTimeZone('Etc/UTC', january)).toBe('UTC');
  });

  it('else a region city on the same clock, else the regional hub’s; never "local time"', () => {
    expect(defaultEventTimeZone('Etc/GMT-9', january)).toBe('Asia/Tokyo');
    expect(defaultEventTimeZone('Not/AZone', january)).toBe('Asia/Singapore');
  });
});

describe('the searchable list', () => {
  it('has the region’s cities first, then "Local time", then every other zone once', () => {
    const choices = timeZoneChoices();
    expect(choices.slice(0, 7).map((choice) => choice.label)).toEqual(['Singapore', 'Tokyo', 'Seoul', 'Shanghai', 'Hong Kong', 'Taipei', 'Kolkata']);
    expect(choices[REGION_TIME_ZONES.length]!.zone).toBe('');
    expect(new Set(choices.map((choice) => choice.zone)).size).toBe(choices.length);
    expect(choices.length).toBeGreaterThan(400);
    expect(choices.find((choice) => choice.zone === 'America/Argentina/Buenos_Aires')?.label).toBe('Buenos Aires, Argentina');
  });

  it('finds a zone by its country, another city on its clock, its IANA name or without accents', () => {
    const choices = timeZoneChoices();
    const labels = (query: string) => filterTimeZoneChoices(choices, query).map((choice) => choice.label);
    expect(labels('india')[0]).toBe('Kolkata');
    expect(labels('Osaka')).toEqual(['Tokyo']);
    expect(labels('asia/tokyo')).toEqual(['Tokyo']);
    expect(labels('sao paulo')).toEqual(['Sao Paulo, Brazil']);
    expect(labels('korea')[0]).toBe('Seoul');
  });

  it('keeps a stored zone the list lacks findable by the runtime’s own name', () => {
    expect(findTimeZoneChoice('Asia/Calcutta')?.zone).toBe('Asia/Kolkata');
    expect(findTimeZoneChoice('Not/AZone')).toBeNull();
  });
});
