import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import type { Locale } from '~/modules/i18n/locales';
import { dateInputValue, formatLongDay } from '~/utils/dates';
import { newId } from '~/utils/ids';
import { signedInStudent } from '../../../tests/student-session';
import { action, loader } from './apply-course';

// A course's page in Hindi and Marathi as React Router calls it (issue 22): its texts, the posted
// time and fees in the page's language, a 404 that carries its texts, and Enroll Now's answers.
type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>;
type Answer = { data: { ok: boolean; message: string; completeProfile?: boolean }; init?: { status?: number } };

const inLocale = (locale: Locale) => {
  const context = new RouterContextProvider();
  context.set(localeRouterContext, locale);
  return context;
};
let courseId = '';

beforeAll(async () => {
  courseId = await createCourse({ course: { title: 'Patient Care Assistant', description: '<p>Care</p>', fees: 35000, images: [] } });
});

describe('a course’s page in another language', () => {
  it('gives its texts, the posted time and the fees in Hindi', async () => {
    const loaded = (await (loader as Handler)({
      request: new Request(`http://localhost/hi/apply-course/${courseId}`),
      params: { id: courseId },
      context: inLocale('hi'),
    })) as {
      texts: { posted: string; enroll: { enrollNow: string } };
      course: { feesText: string; postedAgo: string };
    };
    expect(loaded.texts.posted).toBe('{ago} प्रकाशित');
    expect(loaded.texts.enroll.enrollNow).toBe('अभी प्रवेश लें');
    expect(loaded.course.feesText).toBe('शुल्क: ₹35,000');
    expect(loaded.course.postedAgo).toBe('अभी-अभी');
  });

  it('an unknown course is a 404 that carries the 404 page’s texts in Marathi', async () => {
    const id = newId();
    const refused = await (loader as Handler)({
      request: new Request(`http://localhost/mr/apply-course/${id}`),
      params: { id },
      context: inLocale('mr'),
    }).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ init: { status: 404 }, data: { title: 'अभ्यासक्रम सापडला नाही', home: 'मुख्यपृष्ठावर जा' } });
  });

  it('Enroll Now answers in Marathi: complete the profile first, then applied, then already applied', async () => {
    const student = await signedInStudent();
    const enrol = async () =>
      (await (action as Handler)({
        request: new Request(`http://localhost/mr/apply-course/${courseId}`, { method: 'POST', headers: student.headers }),
        params: { id: courseId },
        context: inLocale('mr'),
      })) as Answer | Answer['data'];

    const completeFirst = 'अर्ज करण्यापूर्वी तुमची प्रोफाइल पूर्ण करा';
    expect(await enrol()).toMatchObject({ init: { status: 400 }, data: { ok: false, message: completeFirst, completeProfile: true } });

    const now = Date.now();
    await db
      .insertInto('profiles')
      .values({ user_id: student.userId, first_name: 'Asha', middle_name: 'R', last_name: 'Patil', created_at: now, updated_at: now })
      .execute();
    expect(await enrol()).toEqual({ ok: true, message: 'अर्ज झाला!' });
    const request = new Request(`http://localhost/mr/apply-course/${courseId}`, { headers: student.headers });
    const page = (await (loader as Handler)({ request, params: { id: courseId }, context: inLocale('mr') })) as { statusLabel: string | null };
    expect(page.statusLabel).toBe('प्रलंबित');
    expect(await enrol()).toMatchObject({
      init: { status: 409 },
      data: { ok: false, message: 'तुम्ही या अभ्यासक्रमासाठी आधीच अर्ज केला आहे.', completeProfile: false },
    });
  });

  it('says where admissions stand (window, seats left) and refuses Enroll Now outside the window, in Marathi', async () => {
    const DAY = 86_400_000;
    const today = Date.now();
    const closesOn = dateInputValue(today + 10 * DAY);
    const open = await createCourse({ course: { title: 'Dialysis Technician', description: '', images: [], admissionClosesOn: closesOn, seats: 30 } });
    const closed = await createCourse({ course: { title: 'ECG Technician', description: '', images: [], admissionClosesOn: dateInputValue(today - DAY) } });
    const pageOf = async (id: string) =>
      (
        (await (loader as Handler)({ request: new Request(`http://localhost/mr/apply-course/${id}`), params: { id }, context: inLocale('mr') })) as {
          season: string[];
        }
      ).season;
    const marathiDay = (iso: string) => formatLongDay(iso, 'mr');
    expect(await pageOf(open)).toEqual([`प्रवेश ${marathiDay(closesOn)} रोजी बंद होतील.`, '30 पैकी 30 जागा शिल्लक.']);
    expect(await pageOf(closed)).toEqual([`प्रवेश ${marathiDay(dateInputValue(today - DAY))} रोजी बंद झाले.`]);
    // A course with no limits says nothing new.
    expect(await pageOf(courseId)).toEqual([]);

    const student = await signedInStudent();
    const now = Date.now();
    await db
      .insertInto('profiles')
      .values({ user_id: student.userId, first_name: 'Ira', middle_name: 'S', last_name: 'Kale', created_at: now, updated_at: now })
      .execute();
    const refused = await (action as Handler)({
      request: new Request(`http://localhost/mr/apply-course/${closed}`, { method: 'POST', headers: student.headers }),
      params: { id: closed },
      context: inLocale('mr'),
    });
    expect(refused).toMatchObject({ init: { status: 409 }, data: { ok: false, message: `प्रवेश ${marathiDay(dateInputValue(today - DAY))} रोजी बंद झाले.` } });
    expect(await db.selectFrom('applications').select('id').where('course_id', '=', closed).execute()).toEqual([]);
  });
});
