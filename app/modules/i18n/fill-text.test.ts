import { expect, it } from 'vitest';
import { fillText } from './fill-text';

it('fills every placeholder it has a value for, wherever the language put it', () => {
  expect(fillText('नमस्ते {greeting}', { greeting: 'Asha' })).toBe('नमस्ते Asha');
  expect(fillText('© {year} {institute}. स्थापना {established}.', { year: 2026, institute: 'NIHM', established: 2006 })).toBe('© 2026 NIHM. स्थापना 2006.');
});

it('leaves a placeholder without a value in sight', () => {
  expect(fillText('Hi {greeting}', {})).toBe('Hi {greeting}');
});
