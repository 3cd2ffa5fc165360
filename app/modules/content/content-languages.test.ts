import { describe, expect, it } from 'vitest';
import { inLanguage, translationsInput, translationsOf } from './content-languages';

describe('content in Hindi and Marathi', () => {
  const translations = translationsOf({ title_mr: 'मराठी शीर्षक', title_hi: '  ', description_hi: null }, ['title', 'description']);

  it('reads the versions off a row or a form, a blank one as none', () => {
    expect(translations).toEqual({ title_hi: null, title_mr: 'मराठी शीर्षक', description_hi: null, description_mr: null });
  });

  it('falls back to English field by field', () => {
    expect(inLanguage('English title', translations, 'title', 'mr')).toBe('मराठी शीर्षक');
    expect(inLanguage('English title', translations, 'title', 'hi')).toBe('English title');
    expect(inLanguage('<p>English</p>', translations, 'description', 'mr')).toBe('<p>English</p>');
    expect(inLanguage('English title', translations, 'title', 'en')).toBe('English title');
  });

  it('takes each version as optional text within the English limit, blank as null', () => {
    const form = translationsInput({ title: { label: 'course title', max: 6 } });
    expect(form.parse({ title_hi: ' नमस्ते ', title_mr: '' })).toEqual({ title_hi: 'नमस्ते', title_mr: null });
    expect(form.parse({})).toEqual({ title_hi: null, title_mr: null });
    const refused = form.safeParse({ title_mr: 'अ'.repeat(7) });
    expect(refused.error?.issues).toMatchObject([{ path: ['title_mr'], message: 'Marathi course title is too long (6 characters at most).' }]);
  });
});
