import { describe, expect, it } from 'vitest';
import { countryOptions, filterCountries } from './country-options';

describe('country options of the region rule', () => {
  it('name every country in the console language, sorted by that name', () => {
    const english = countryOptions('en');
    expect(english.length).toBe(250);
    expect(english.find((option) => option.code === 'TH')?.name).toBe('Thailand');
    expect(english.findIndex((option) => option.code === 'AF')).toBeLessThan(
      english.findIndex((option) => option.code === 'ZW'),
    );
    const thai = countryOptions('th');
    expect(thai.find((option) => option.code === 'TH')?.name).toBe('ไทย');
    expect(thai.every((option) => option.name !== option.code)).toBe(true);
  });

  it('find a country by part of its name, accents aside, or by its exact code', () => {
    const english = countryOptions('en');
    expect(filterCountries(english, 'philip').map((option) => option.code)).toEqual(['PH']);
    expect(filterCountries(english, 'cote').map((option) => option.code)).toContain('CI');
    expect(filterCountries(english, 'gb').map((option) => option.code)).toEqual(['GB']);
    expect(filterCountries(english, '  ')).toHaveLength(250);
    expect(filterCountries(countryOptions('th'), 'ฟิลิปปินส์').map((option) => option.code)).toEqual(['PH']);
  });
});
