import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { ADMIN_SESSION_COOKIE } from '~/modules/admins/sessions.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { getCourse } from '~/modules/courses/get-course.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import type { Locale } from '~/modules/i18n/locales';
import { createEvent, findEvents } from '~/modules/events/events.server';
import { createNewsItem, getNewsItem } from '~/modules/news/news.server';
import { getSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { DEFAULT_HERO_SLIDES } from '~/modules/site-settings/site-settings.schemas';
import { signedInAdmin } from '../../tests/admin-session';
import { loader as applyCourse } from './_site/apply-course';
import { loader as courses } from './_site/courses';
import { loader as home } from './_site/home';
import { loader as newsDetail } from './_site/news-detail';
import { action as addCourse } from './dashboard/add-course';
import { action as editCourse } from './dashboard/edit-course';
import { action as newsEvents, loader as newsEventsPage } from './dashboard/news-events';
import { action as siteSettings } from './dashboard/site-settings';

// Institute content in Hindi and Marathi (issue 22 point 4, decision 044): the public loaders as
// React Router calls them under /hi and /mr, and the dashboard's actions that save the versions.

const contextIn = (locale: Locale) => {
  const context = new RouterContextProvider();
  context.set(localeRouterContext, locale);
  return context;
};
type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];

let cookie: string;
beforeAll(async () => {
  cookie = `${ADMIN_SESSION_COOKIE}=${(await signedInAdmin({ role: 'owner' })).token}`;
});
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { cookie, origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
type Answer = { data: { ok: boolean; message: string; fieldErrors?: Record<string, string> }; init: { status: number } | null };
const auditAfter = async (entityId: string) => {
  const [entry] = await db
    .selectFrom('audit_log')
    .select('after')
    .where('entity_id', '=', entityId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .execute();
  return JSON.parse(entry!.after!) as Record<string, unknown>;
};

describe('public pages in Hindi and Marathi', () => {
  it('show a course with only a Marathi title in Marathi on /mr, its description in English, and English on /hi', async () => {
    const id = await createCourse({
      course: { title: 'Fallback Probe Course', description: '<p>Taught in English.</p>', images: [], translations: { title_mr: 'फॉलबॅक चाचणी अभ्यासक्रम' } },
    });
    const page = (locale: Locale) =>
      applyCourse({ params: { id }, request: new Request(`http://localhost/courses/${id}`), context: contextIn(locale) } as unknown as Args<
        typeof applyCourse
      >);
    expect((await page('mr')).course).toMatchObject({ title: 'फॉलबॅक चाचणी अभ्यासक्रम', html: '<p>Taught in English.</p>', eligibility: 'HSC' });
    expect((await page('hi')).course).toMatchObject({ title: 'Fallback Probe Course', html: '<p>Taught in English.</p>' });
    expect((await page('en')).course.title).toBe('Fallback Probe Course');
  });

  it('find a course on /courses by its title in the page language, and by its English title', async () => {
    const id = await createCourse({ course: { title: 'Search Probe Dialysis', description: '', images: [], translations: { title_hi: 'खोज जांच डायलिसिस' } } });
    const search = async (locale: Locale, q: string) => {
      const data = await courses({ request: new Request(`http://localhost/courses?q=${encodeURIComponent(q)}`), context: contextIn(locale) } as unknown as Args<
        typeof courses
      >);
      return data.courses.map((card) => [card.id, card.title]);
    };
    expect(await search('hi', 'जांच डायलिसिस')).toEqual([[id, 'खोज जांच डायलिसिस']]);
    expect(await search('hi', 'search probe')).toEqual([[id, 'खोज जांच डायलिसिस']]);
    expect(await search('en', 'जांच डायलिसिस')).toEqual([]);
    expect(await search('mr', 'जांच डायलिसिस')).toEqual([]);
  });

  it('show a news item and the hero slides in the page language, field by field; the site’s own slide words from the catalogues', async () => {
    const id = await createNewsItem({
      item: {
        title: 'Language Probe News',
        description: '<p>English body</p>',
        date: Date.UTC(2026, 10, 1),
        images: [],
        translations: { title_hi: 'भाषा जांच समाचार', description_hi: '<p onclick="x()">हिंदी विवरण<script>alert(1)</script></p>' },
      },
    });
    const detail = (locale: Locale) => newsDetail({ params: { id }, context: contextIn(locale) } as unknown as Args<typeof newsDetail>);
    // Sanitised exactly as the English description is.
    expect(await detail('hi')).toMatchObject({ title: 'भाषा जांच समाचार', html: '<p>हिंदी विवरण</p>' });
    expect(await detail('mr')).toMatchObject({ title: 'Language Probe News', html: '<p>English body</p>' });

    // Staff translate slide 1's title and write slide 2's title anew, in English only; slide 3 keeps
    // the site's own words, which the catalogues say in Marathi.
    const request = post('/dashboard/site-settings', settingsForm({ slide1Title_mr: 'आमच्या संस्थेत स्वागत', slide2Title: 'Our Skills Labs' }));
    const response = await siteSettings({ request, params: {}, context: {} } as unknown as Args<typeof siteSettings>);
    expect((response as unknown as Answer).data.ok).toBe(true);
    const slides = async (locale: Locale) =>
      (await home({ request: new Request('http://localhost/'), context: contextIn(locale) } as unknown as Args<typeof home>)).slides;
    expect((await slides('mr')).map((slide) => slide.title)).toEqual(['आमच्या संस्थेत स्वागत', 'Our Skills Labs', 'विविध अभ्यासक्रम']);
    expect((await slides('mr'))[0]!.description).toBe(
      'आमचे आरोग्यसेवा आणि रुग्णालय व्यवस्थापन अभ्यासक्रम पाहा, आणि थेट रुग्णालयातील करिअरकडे नेणाऱ्या अभ्यासक्रमांसाठी अर्ज करा.',
    );
    expect((await slides('en')).map((slide) => slide.title)).toEqual([DEFAULT_HERO_SLIDES[0].title, 'Our Skills Labs', DEFAULT_HERO_SLIDES[2].title]);
  });
});

/** Every field of Site Settings as the form posts them, with the environment's values in force. */
function settingsForm(extra: Record<string, string>) {
  return {
    address: 'Plot 4, Dhantoli, Nagpur 440012',
    phone1: '+91 98765 43210',
    phone2: '0712-2654321',
    email: 'office@example.org',
    whatsappNumber: '91 98765 43210',
    facebookUrl: '',
    instagramUrl: '',
    youtubeUrl: '',
    ...Object.fromEntries(
      DEFAULT_HERO_SLIDES.flatMap((slide, i) => [
        [`slide${i + 1}Title`, slide.title],
        [`slide${i + 1}Text`, slide.text],
      ]),
    ),
    aboutBannerAlt: 'Students training in a hospital skills lab',
    ...extra,
  };
}

describe('the dashboard saves the versions', () => {
  it('Add Course stores Hindi and Marathi texts (descriptions sanitised) with its audit entry; blanks stay English', async () => {
    const answer = (await addCourse({
      request: post('/dashboard/add-course', {
        title: 'Versions Probe Course',
        description: '<p>English</p>',
        eligibility: 'HSC',
        title_hi: '  संस्करण जांच पाठ्यक्रम ',
        title_mr: '',
        description_mr: '<p>मराठी<img src=x onerror="alert(1)"></p>',
        eligibility_hi: 'बारहवीं पास',
      }),
      params: {},
      context: {},
    } as unknown as Args<typeof addCourse>)) as unknown as Answer;
    expect(answer.data).toMatchObject({ ok: true, message: 'Course added successfully!' });
    const row = await db.selectFrom('courses').selectAll().where('title', '=', 'Versions Probe Course').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title_hi: 'संस्करण जांच पाठ्यक्रम',
      title_mr: null,
      description_hi: null,
      eligibility_hi: 'बारहवीं पास',
      eligibility_mr: null,
    });
    expect(row.description_mr).not.toMatch(/onerror|alert/);
    expect((await auditAfter(row.id)).translations).toMatchObject({ title_hi: 'संस्करण जांच पाठ्यक्रम', title_mr: null });
  });

  it('Edit Course replaces the versions (a cleared one falls back to English) and refuses one over the English limit at its field', async () => {
    const translations = { title_hi: 'पुराना', title_mr: 'जुने' };
    const id = await createCourse({ course: { title: 'Edit Versions Probe', description: '', images: [], translations } });
    const edit = async (fields: Record<string, string>) =>
      (await editCourse({
        request: post(`/dashboard/edit-course/${id}`, { title: 'Edit Versions Probe', eligibility: 'HSC', ...fields }),
        params: { id },
        context: {},
      } as unknown as Args<typeof editCourse>)) as unknown as Answer;
    expect((await edit({ title_hi: 'नया', title_mr: '' })).data.ok).toBe(true);
    expect((await getCourse({ id })).translations).toMatchObject({ title_hi: 'नया', title_mr: null });
    expect(await auditAfter(id)).toMatchObject({ translations: { title_hi: 'नया', title_mr: null } });

    const refused = await edit({ title_mr: 'अ'.repeat(201) });
    expect(refused.init?.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ title_mr: 'Marathi course title is too long (200 characters at most).' });
    expect((await getCourse({ id })).translations.title_hi).toBe('नया');
  });

  it("News & Events saves a news item's and an event's versions, and an edit changes them", async () => {
    const added = (await newsEvents({
      request: post('/dashboard/news-events', { intent: 'add-news', title: 'Dashboard Versions News', date: '2026-11-20', title_mr: 'डॅशबोर्ड बातमी' }),
      params: {},
      context: {},
    } as unknown as Args<typeof newsEvents>)) as unknown as Answer;
    expect(added.data.ok).toBe(true);
    const { id } = await db.selectFrom('news').select('id').where('title', '=', 'Dashboard Versions News').executeTakeFirstOrThrow();
    expect((await getNewsItem({ id, locale: 'mr' })).title).toBe('डॅशबोर्ड बातमी');

    const edited = (await newsEvents({
      request: post('/dashboard/news-events', {
        intent: 'update-news',
        id,
        title: 'Dashboard Versions News',
        date: '2026-11-20',
        title_mr: 'बदललेली बातमी',
        description_hi: '<p>नया विवरण</p>',
      }),
      params: {},
      context: {},
    } as unknown as Args<typeof newsEvents>)) as unknown as Answer;
    expect(edited.data.ok).toBe(true);
    expect(await getNewsItem({ id, locale: 'mr' })).toMatchObject({ title: 'बदललेली बातमी', description: '' });
    expect(await getNewsItem({ id, locale: 'hi' })).toMatchObject({ title: 'Dashboard Versions News', description: '<p>नया विवरण</p>' });
    expect(await auditAfter(id)).toMatchObject({ translations: { title_mr: 'बदललेली बातमी' } });
  });

  it('Rename Event saves the Hindi and Marathi titles with the English one (a cleared one falls back to English), and the dialog gets them', async () => {
    const id = await createEvent({ event: { title: 'Sports Day', image: null, translations: { title_hi: 'खेल दिवस', title_mr: 'क्रीडा दिन' } } });
    const rename = async (fields: Record<string, string>) =>
      (await newsEvents({
        request: post('/dashboard/news-events', { intent: 'update-event', id, ...fields }),
        params: {},
        context: {},
      } as unknown as Args<typeof newsEvents>)) as unknown as Answer;
    const titled = (events: { id: string; title: string | null }[]) => events.find((event) => event.id === id)?.title;

    const listed = (await newsEventsPage({
      request: new Request('http://localhost/dashboard/news-events', { headers: { cookie } }),
      params: {},
      context: {},
    } as unknown as Args<typeof newsEventsPage>)) as { events: { id: string; translations: Record<string, string | null> }[] };
    expect(listed.events.find((event) => event.id === id)?.translations).toEqual({ title_hi: 'खेल दिवस', title_mr: 'क्रीडा दिन' });

    expect((await rename({ title: 'Annual Sports Day', title_hi: 'वार्षिक खेल दिवस', title_mr: '' })).data).toMatchObject({ ok: true });
    expect(titled(await findEvents({ locale: 'hi' }))).toBe('वार्षिक खेल दिवस');
    expect(titled(await findEvents({ locale: 'mr' }))).toBe('Annual Sports Day');
    expect(titled(await findEvents())).toBe('Annual Sports Day');
    expect(await auditAfter(id)).toMatchObject({ title: 'Annual Sports Day', translations: { title_hi: 'वार्षिक खेल दिवस', title_mr: null } });

    const refused = await rename({ title: 'Annual Sports Day', title_hi: 'वार्षिक खेल दिवस', title_mr: 'अ'.repeat(201) });
    expect(refused.init?.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ title_mr: 'Marathi event title is too long (200 characters at most).' });
    expect(titled(await findEvents({ locale: 'hi' }))).toBe('वार्षिक खेल दिवस');
  });

  it("Site Settings keeps the slides' versions; the API's save (no versions) leaves them as they are", async () => {
    const answer = (await siteSettings({
      request: post('/dashboard/site-settings', settingsForm({ slide2Text_hi: 'अनुभवी डॉक्टरों से सीखें।' })),
      params: {},
      context: {},
    } as unknown as Args<typeof siteSettings>)) as unknown as Answer;
    expect(answer.data.ok).toBe(true);
    expect((await getSiteSettings({ locale: 'hi' })).heroSlides[1]!.text).toBe('अनुभवी डॉक्टरों से सीखें।');
    expect((await getSiteSettings()).heroSlides[1]!.text).toBe(DEFAULT_HERO_SLIDES[1].text);
  });
});
