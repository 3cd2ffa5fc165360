import { describe, expect, it } from 'vitest';
import { AppError } from '~/utils/errors';
import { readCreateStudentForm, readCreateStudentJson } from './create-student-form.server';

const file = (name = 'a.pdf', bytes = 'x') => new File([bytes], name);
const emptyPart = new File([], '');
const refused = (form: Record<string, unknown>, read: (body: Record<string, unknown>) => unknown = readCreateStudentForm) => {
  try {
    read(form);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('not refused');
};

describe('readCreateStudentForm', () => {
  it('splits text fields from files; image is the profile photo; empty file parts mean none', () => {
    const photo = file('me.png');
    const resume = file('cv.pdf');
    const { fields, files } = readCreateStudentForm({
      name: 'Asha',
      email: 'a@example.org',
      firstName: 'Asha',
      image: photo,
      resume,
      sscDocument: emptyPart,
      hscDocument: '',
    });
    expect(fields).toEqual({ name: 'Asha', email: 'a@example.org', firstName: 'Asha' });
    expect(files).toEqual({ profilePhoto: photo, resume });
  });

  it('takes profilePhoto when image is absent', () => {
    const photo = file('me.png');
    expect(readCreateStudentForm({ profilePhoto: photo }).files).toEqual({ profilePhoto: photo });
  });

  it('reads a JSON profile; flat fields win; __proto__ stays an own key and pollutes nothing', () => {
    const { fields } = readCreateStudentForm({ profile: '{"firstName":"Json","city":"Wardha","__proto__":{"polluted":true}}', firstName: 'Flat' });
    expect(fields).toMatchObject({ firstName: 'Flat', city: 'Wardha' });
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the first of a repeated text field and ignores a file sent in a text field', () => {
    expect(readCreateStudentForm({ firstName: ['One', 'Two'], city: file() }).fields).toEqual({ firstName: 'One' });
  });

  it('refuses a malformed profile, text in a file slot, two files in one slot, and two photos', () => {
    expect(refused({ profile: '[1,2]' })).toMatch(/JSON object/);
    expect(refused({ profile: 'nope' })).toMatch(/JSON object/);
    expect(refused({ resume: 'https://example.org/cv.pdf' })).toBe('Resume must be uploaded as a file.');
    expect(refused({ aadharFront: [file(), file()] })).toBe('Send one file for Aadhaar card (front).');
    expect(refused({ image: file(), profilePhoto: file() })).toMatch(/profile photo once/);
    expect(refused({ profile: file('profile.json', '{"firstName":"Asha"}') })).toMatch(/JSON object/);
  });
});

describe('readCreateStudentJson', () => {
  it('takes the profile as an object (or its JSON text) and flat fields beside it, which win; no files', () => {
    const body = JSON.parse(
      '{"name":"Asha","email":"a@example.org","image":null,"resume":"",' +
        '"profile":{"firstName":"Json","city":"Wardha","sscPercentage":85.5,' +
        '"__proto__":{"polluted":true}},"firstName":"Flat"}',
    );
    const { fields, files } = readCreateStudentJson(body);
    expect(fields).toEqual({ name: 'Asha', email: 'a@example.org', firstName: 'Flat', city: 'Wardha', sscPercentage: 85.5, ['__proto__']: { polluted: true } });
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(files).toEqual({});
    expect(readCreateStudentJson({ profile: '{"city":"Wardha"}' }).fields).toEqual({ city: 'Wardha' });
  });

  it('refuses anything in a file field, and a profile that is not an object', () => {
    expect(refused({ image: 'https://img.example/photo.png' }, readCreateStudentJson)).toBe('Profile photo must be uploaded as a file.');
    expect(refused({ resume: { url: 'x' } }, readCreateStudentJson)).toBe('Resume must be uploaded as a file.');
    expect(refused({ aadharBack: 0 }, readCreateStudentJson)).toBe('Aadhaar card (back) must be uploaded as a file.');
    expect(refused({ profile: [1, 2] }, readCreateStudentJson)).toMatch(/JSON object/);
    expect(refused({ profile: 7 }, readCreateStudentJson)).toMatch(/JSON object/);
  });
});
