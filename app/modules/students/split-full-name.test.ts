import { describe, expect, it } from 'vitest';
import { splitFullName } from './split-full-name';

describe('splitFullName', () => {
  it.each([
    ['Priya Kale', 'Priya', 'Kale'],
    ['  Priya   Ramesh  Kale ', 'Priya', 'Kale'],
    ['Priya', 'Priya', ''],
    ['   ', '', ''],
  ])('%j → first %j, last %j', (full, firstName, lastName) => {
    expect(splitFullName(full)).toEqual({ firstName, lastName });
  });
});
