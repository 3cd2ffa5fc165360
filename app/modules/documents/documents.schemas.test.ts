import { describe, expect, it } from 'vitest';
import {
  acceptedTypes,
  DOCUMENT_KINDS,
  documentAccept,
  documentFileProblem,
  documentKind,
  documentMessages,
  documentUrl,
  maxBytesForKind,
} from './documents.schemas';

const MB = 1024 * 1024;

describe('document rules', () => {
  it('knows the nine document fields of the profile', () => {
    expect(DOCUMENT_KINDS).toHaveLength(9);
    expect(documentKind.safeParse('aadharFront').success).toBe(true);
    expect(documentKind.safeParse('../etc').success).toBe(false);
  });

  it('takes a resume only as PDF, a photo only as an image, the rest as either', () => {
    expect(acceptedTypes('resume')).toEqual(['application/pdf']);
    expect(acceptedTypes('profilePhoto')).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    for (const kind of DOCUMENT_KINDS.filter((k) => k !== 'resume' && k !== 'profilePhoto')) {
      expect(acceptedTypes(kind)).toEqual(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);
    }
  });

  it('gives file inputs an accept attribute per kind', () => {
    expect(documentAccept('resume')).toBe('application/pdf,.pdf');
    expect(documentAccept('profilePhoto')).toBe('image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp');
    expect(documentAccept('sscDocument')).toBe('application/pdf,.pdf,image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp');
  });

  it('limits images to 5 MB and PDFs to 10 MB', () => {
    expect(maxBytesForKind('profilePhoto')).toBe(5 * MB);
    expect(maxBytesForKind('resume')).toBe(10 * MB);
    expect(maxBytesForKind('hscDocument')).toBe(10 * MB);
  });

  it('gives early feedback in the browser from the declared type and size', () => {
    expect(documentFileProblem('resume', { size: 1000, type: 'application/pdf' })).toBeNull();
    expect(documentFileProblem('resume', { size: 1000, type: 'image/png' })).toBe('Resume must be a PDF file.');
    expect(documentFileProblem('profilePhoto', { size: 6 * MB, type: 'image/jpeg' })).toBe('Profile photo can be at most 5 MB. Choose a smaller file.');
    expect(documentFileProblem('sscDocument', { size: 6 * MB, type: 'image/jpeg' })).toBe('Images can be at most 5 MB. Choose a smaller file.');
    expect(documentFileProblem('sscDocument', { size: 6 * MB, type: 'application/pdf' })).toBeNull();
    expect(documentFileProblem('sscDocument', { size: 11 * MB, type: 'application/pdf' })).toMatch(/PDF files can be at most 10 MB and images 5 MB/);
    expect(documentFileProblem('aadharBack', { size: 0, type: 'image/png' })).toBe(documentMessages.empty);
    expect(documentFileProblem('aadharBack', { size: 10, type: '' })).toBeNull(); // the server decides
  });

  it('addresses documents under /files, never /media', () => {
    expect(documentUrl('0190a4c2-0000-7000-8000-000000000000')).toBe('/files/documents/0190a4c2-0000-7000-8000-000000000000');
  });
});
