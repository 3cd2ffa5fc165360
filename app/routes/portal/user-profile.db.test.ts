import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UPLOAD_BUSY_MESSAGE } from '~/utils/body-limits';
import { routerContext } from '../../../tests/router-context';
import { signedInStudent } from '../../../tests/student-session';
import { action, clientAction, loader } from './user-profile';

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

// Issue 22: a Marathi page's form is refused in Marathi, field by field, and its page carries the
// sentences the browser's own check may say, in Marathi; an English page's stay the English code's.
describe('the admission form in Marathi', () => {
  const post = (headers: Record<string, string>, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const request = new Request('http://localhost/mr/user-profile', { method: 'POST', headers, body });
    return action({ request, params: {}, context: routerContext('mr') } as never) as unknown as Promise<{
      data: { ok: boolean; message: string; fieldErrors?: Record<string, string> };
      init: { status: number };
    }>;
  };

  it('refuses each wrong field in Marathi, with the whole answer in Marathi too', async () => {
    const student = await signedInStudent({ name: 'Sai' });
    const answer = await post(student.headers, { zipCode: '12', contactNumber: '12345', firstName: 'Sai' });
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ zipCode: '6 अंकी पिन कोड लिहा.', contactNumber: '10 अंकी भारतीय मोबाइल क्रमांक लिहा.' });
    expect(answer.data.message).toBe('10 अंकी भारतीय मोबाइल क्रमांक लिहा. 6 अंकी पिन कोड लिहा.');
  });

  it('asks for the consent in Marathi, and says a saved form in Marathi', async () => {
    const student = await signedInStudent({ name: 'Sai' });
    const refused = await post(student.headers, { firstName: 'Sai' });
    expect(refused.data.fieldErrors).toEqual({
      consent: 'प्रवेश अर्ज सबमिट करण्यापूर्वी कृपया गोपनीयता सूचना वाचा आणि संमतीसाठी चौकटीत खूण करा.',
    });
    const saved = await post(student.headers, { firstName: 'Sai', consent: 'true' });
    expect(saved.data).toEqual({ ok: true, message: 'अर्ज यशस्वीरीत्या सबमिट झाला!' });
  });

  it("gives a Marathi page its texts and the checks' sentences in Marathi, an English page none", async () => {
    const student = await signedInStudent({ name: 'Sai' });
    const load = (locale: 'en' | 'mr') =>
      loader({ request: new Request('http://localhost/user-profile', { headers: student.headers }), params: {}, context: routerContext(locale) } as never);
    const marathi = await load('mr');
    expect(marathi.texts.meta.title).toBe('माझी प्रोफाइल');
    expect(marathi.notice?.title).toBe('तुमच्या प्रवेश अर्जातील माहितीचा आम्ही कसा वापर करतो');
    expect(marathi.messages['Enter a 6-digit PIN code.']).toBe('6 अंकी पिन कोड लिहा.');
    expect(marathi.messages['First name cannot be emptied here: type the new value, or leave it as it was.']).toBe(
      'पहिले नाव येथे रिकामे करता येत नाही: नवीन माहिती लिहा, किंवा आहे तसे राहू द्या.',
    );
    const english = await load('en');
    expect(english.texts.meta.title).toBe('My Profile');
    expect(english.messages).toEqual({});
  });
});
