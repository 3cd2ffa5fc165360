import { describe, expect, it } from 'vitest';
import { listUrl } from './applications-shared';

// The addresses of View Applications' search and pages: only the choices made, in a fixed order,
// so the Next link of a filtered list keeps its filters (the browser suite follows one filter).
describe('listUrl', () => {
  it('puts only the choices made in the URL', () => {
    expect(listUrl({ name: '' })).toBe('?');
    expect(listUrl({ name: 'Kale', status: 'Pending' })).toBe('?name=Kale&status=Pending');
    expect(listUrl({ name: '', fees: 'Paid' })).toBe('?fees=Paid');
    expect(listUrl({ name: 'Kale', fees: 'Paid' })).toBe('?name=Kale&fees=Paid');
  });

  it('keeps the search and filters on the pages after the first, and leaves page 1 out', () => {
    expect(listUrl({ name: 'Kale', status: 'Pending' }, 2)).toBe('?name=Kale&status=Pending&page=2');
    expect(listUrl({ name: 'Asha Kale', status: 'Accepted', fees: 'Pending' }, 3)).toBe('?name=Asha+Kale&status=Accepted&fees=Pending&page=3');
    expect(listUrl({ name: 'Kale', status: 'Pending' }, 1)).toBe('?name=Kale&status=Pending');
  });
});
