import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UPLOAD_BUSY_MESSAGE } from '~/utils/body-limits';
import { clientAction } from './user-profile';

// What the admission form says in the browser when its post is answered by the server before the
// action (plain text), or not at all: a message beside the form as it was, never the error page.
const answeredBy = (thrown: unknown) => clientAction({ serverAction: () => Promise.reject(thrown) } as never);

describe('the admission form in the browser', () => {
  it('says the server was busy and to send it again, when the upload gate answered 503', async () => {
    expect(await answeredBy(new ErrorResponse(503, 'Service Unavailable', UPLOAD_BUSY_MESSAGE))).toEqual({ ok: false, message: UPLOAD_BUSY_MESSAGE });
  });

  it('says the files are too large, when the body limit answered 413', async () => {
    const tooLarge = 'That is more than this form accepts. Choose smaller files and try again.';
    expect(await answeredBy(new ErrorResponse(413, 'Payload Too Large', tooLarge))).toEqual({ ok: false, message: tooLarge });
  });

  it('asks to check the connection when nothing came back', async () => {
    expect(await answeredBy(new TypeError('Failed to fetch'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The form could not be sent\. Check your connection/),
    });
  });
});
