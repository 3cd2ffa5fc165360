// Parts of a submitted form, the same for a React Router action and an API handler.

/**
 * A file input left empty is still sent by browsers, as a nameless empty part (or an empty string
 * when the form is not multipart): it means "no file". The one test for it.
 */
export const isEmptyPart = (value: unknown) => value === '' || (value instanceof File && value.size === 0 && value.name === '');

/** A submitted file: a File that is not the empty part of an input left empty. */
export const isSubmittedFile = (value: unknown): value is File => value instanceof File && !isEmptyPart(value);
