import { describe, expect, it } from 'vitest';
import { titleMatches } from './courses.schemas';

// The title search rule of spec §5, case by case.
describe('titleMatches', () => {
  const cases: Array<[title: string, query: string, expected: boolean]> = [
    ['Diploma in C.S.S.D', 'diploma', true], // prefix, case ignored
    ['Diploma in C.S.S.D', 'DIPLOMA IN', true], // whitespace ignored
    ['Diploma in C.S.S.D', 'ploma', true], // substring
    ['Diploma in C.S.S.D', 'cssd', false], // dots are not whitespace: "c.s.s.d" does not contain "cssd"
    ['Diploma in C.S.S.D', 'c.s.s', true], // substring with punctuation
    ['Diploma in C.S.S.D', 's', true], // prefix of segment "s"
    ['X-Ray and Imaging Technology', 'ray', true], // prefix of segment after a hyphen
    ['X-Ray and Imaging Technology', 'xray', false], // hyphen is not whitespace
    ['X-Ray and Imaging Technology', 'x - ray', true], // query whitespace ignored: "x-ray"
    ['X-Ray and Imaging Technology', 'imagingtech', true], // whitespace in the title ignored too
    ['Operation Theatre Technician', 'theatre tech', true],
    ['Operation Theatre Technician', 'nurse', false],
    ['Pharmacy Assistant', '', true], // empty query matches everything
    ['Pharmacy Assistant', '   ', true],
  ];
  it.each(cases)('%s ~ %j → %s', (title, query, expected) => {
    expect(titleMatches(title, query)).toBe(expected);
  });
});
