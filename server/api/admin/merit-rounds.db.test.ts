import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { decideOffer, NO_OPEN_OFFER, OFFER_LAPSED } from '~/modules/admissions/decide-offer.server';
import { findCourseRounds, findStudentMerit } from '~/modules/admissions/find-merit-rounds.server';
import { endOfIndiaDay, generateRound, ROUND_NEEDS_SEATS } from '~/modules/admissions/merit-rounds.server';
import { firstInstalmentUnpaid } from '~/modules/admissions/first-instalment.server';
import { recordOfflinePayment } from '~/modules/offline-payments/record-offline-payment.server';
import type { RecordPaymentInput } from '~/modules/offline-payments/offline-payments.schemas';
import { dateInputValue } from '~/utils/dates';
import { RESERVED_TOTAL_TOO_HIGH, type ReservationSettings } from '~/modules/admissions/reservation';
import { updateReservation } from '~/modules/admissions/reservation-settings.server';
import { allSeatsTaken } from '~/modules/admissions/admission-season';
import { applyToCourse } from '~/modules/applications/apply-to-course.server';
import { decideApplication } from '~/modules/applications/decide-application.server';
import { findApplicants } from '~/modules/applications/find-applicants.server';
import type { OfferFilter } from '~/modules/applications/offer-filters';
import { createCourse } from '~/modules/courses/create-course.server';
import { reviewDocument } from '~/modules/documents/review-document.server';
import type { AppError } from '~/utils/errors';
import { api } from '../api';
import { expectFailure, send } from '../../../tests/admin-api-requests';
import { signedInAdmin } from '../../../tests/admin-session';
import { envForThisTest } from '../../../tests/env-for-test';
import { startSmtpSink, type SmtpSink } from '../../../tests/setup/smtp-sink';
import { signedInStudent } from '../../../tests/student-session';
import { insertTestDocument, insertTestUser } from '../../../tests/test-users';
import { pdfText } from '../../../tests/pdf-tools';

// Merit rounds and offers on both engines (issue 23 points 3 and 4, decision 048): the ranking and
// its tie-breaks, the matrix's filling order, offers accepted (never overselling, even racing
// staff's Accepts), declined and lapsed, and a published list that never changes.
const staff = { type: 'admin' as const, id: 'merit-staff' };
const DAY = 86_400_000;

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});
beforeEach(() => {
  envForThisTest({ SMTP_URL: sink.url });
});

const reserve = (percentages: Partial<ReservationSettings['percentages']>, convertAfterRound = 2) =>
  updateReservation({ input: { percentages: { SC: 0, ST: 0, NT: 0, OBC: 0, ...percentages }, convertAfterRound }, actor: staff });

type Applicant = { name: string; category: string | null; hsc: number | null; dob?: string | null; signedIn?: boolean };

/** Applicants in the order given (so each applied after the one before), with their form's category, marks and birthday. */
async function applicants(courseId: string, list: Applicant[], start = Date.now()) {
  const ids: Record<string, { applicationId: string; userId: string; headers: Record<string, string> }> = {};
  for (const [i, person] of list.entries()) {
    const student = person.signedIn ? await signedInStudent({ name: person.name }) : { ...(await insertTestUser({ name: person.name })), headers: {} };
    const userId = 'userId' in student ? student.userId : student.id;
    await db
      .insertInto('profiles')
      .values({
        user_id: userId,
        first_name: person.name,
        category: person.category,
        hsc_percentage: person.hsc,
        dob: person.dob === undefined ? '2006-01-01' : person.dob,
        created_at: start,
        updated_at: start,
      })
      .execute();
    const applicationId = await applyToCourse({ userId, courseId, actor: staff, now: start + i });
    ids[person.name] = { applicationId, userId, headers: student.headers };
  }
  return ids;
}

const listOf = async (courseId: string) =>
  (await findCourseRounds({ courseId }))[0]!.entries.map((entry) => [entry.student, entry.rank, entry.category, entry.outcome, entry.seatCategory]);
/** What the audit log keeps of a course's first round. */
const firstRoundAudit = async (courseId: string) => {
  const audit = await db
    .selectFrom('audit_log')
    .select('after')
    .where('action', '=', 'merit-round.generate')
    .where('entity_id', '=', courseId)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  return JSON.parse(audit.after!) as Record<string, unknown>;
};
const statusOf = async (id: string) => (await db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('a round', () => {
  it('ranks by HSC, then the earlier birthday, then the earlier application, no marks last; Open on merit first, then each category from its own', async () => {
    await reserve({ SC: 20, OBC: 20 });
    const courseId = await createCourse({ course: { title: 'Operation Theatre Technician', description: '', images: [], seats: 5 } });
    await applicants(courseId, [
      { name: 'Asha', category: 'Open', hsc: 95 },
      { name: 'Bhavna', category: 'SC', hsc: 92 },
      { name: 'Chetan', category: 'OBC', hsc: 90 },
      { name: 'Deepak', category: 'Open', hsc: 85, dob: '2005-03-01' },
      { name: 'Esha', category: 'Open', hsc: 85, dob: '2004-03-01' },
      { name: 'Farhan', category: 'SC', hsc: 70 },
      { name: 'Gauri', category: 'OBC', hsc: 60 },
      { name: 'Harsh', category: null, hsc: null },
      { name: 'Isha', category: 'ST', hsc: 99 },
      { name: 'Jay', category: 'Open', hsc: 85, dob: '2004-03-01' },
    ]);
    const round = await generateRound({ courseId, actor: staff });
    expect(round).toMatchObject({ number: 1, offered: 5, waitlisted: 5 });
    // 5 seats, SC 20% and OBC 20%: one each, Open 3. ST reserves nothing: Isha competes on merit.
    expect(await listOf(courseId)).toEqual([
      ['Isha', 1, 'ST', 'offered', 'Open'],
      ['Asha', 2, 'Open', 'offered', 'Open'],
      ['Bhavna', 3, 'SC', 'offered', 'Open'], // on merit: SC's own seat stays for the next SC
      ['Chetan', 4, 'OBC', 'offered', 'OBC'],
      ['Esha', 5, 'Open', 'waitlisted', null], // same marks as Deepak, born earlier; applied before Jay
      ['Jay', 6, 'Open', 'waitlisted', null],
      ['Deepak', 7, 'Open', 'waitlisted', null],
      ['Farhan', 8, 'SC', 'offered', 'SC'],
      ['Gauri', 9, 'OBC', 'waitlisted', null],
      ['Harsh', 10, 'Open', 'waitlisted', null], // no HSC percentage: last
    ]);
    const offers = await db.selectFrom('offers').select(['state', 'deadline_on']).where('course_id', '=', courseId).execute();
    expect(offers).toHaveLength(5);
    expect(offers.every((offer) => offer.state === 'open')).toBe(true);
    expect(await firstRoundAudit(courseId)).toMatchObject({ round: 1, reserved: true, freeSeats: { Open: 3, SC: 1, OBC: 1, ST: 0, NT: 0 } });
    const mails = await db
      .selectFrom('mail_jobs')
      .select(['subject', 'text_body'])
      .where('subject', '=', 'A seat is offered to you for Operation Theatre Technician')
      .execute();
    expect(mails).toHaveLength(5);
    expect(mails.some((mail) => mail.text_body!.includes('(merit rank 8, SC seat)'))).toBe(true);
  });

  it('a course that requires verified documents leaves out whoever could not accept yet, until their documents are verified', async () => {
    await reserve({});
    const courseId = await createCourse({ course: { title: 'Dialysis Technician', description: '', images: [], seats: 2, requiresVerifiedDocuments: true } });
    const ids = await applicants(courseId, [
      { name: 'Uma', category: 'Open', hsc: 95 },
      { name: 'Varun', category: 'Open', hsc: 90 },
      { name: 'Wasim', category: 'Open', hsc: 80 },
    ]);
    const upload = async (name: string, verify: boolean) => {
      for (const kind of ['profilePhoto', 'aadharFront', 'aadharBack']) {
        await insertTestDocument({ userId: ids[name]!.userId, kind });
        if (verify) await reviewDocument({ input: { studentId: ids[name]!.userId, document: kind, decision: 'verified' } as never, actor: staff });
      }
    };
    await upload('Uma', true);
    await upload('Varun', false); // uploaded, awaiting verification
    await upload('Wasim', true);
    expect(await generateRound({ courseId, actor: staff })).toMatchObject({ number: 1, offered: 2, waitlisted: 0, documentsNotVerified: 1 });
    expect(await listOf(courseId)).toEqual([
      ['Uma', 1, 'Open', 'offered', 'Open'],
      ['Wasim', 2, 'Open', 'offered', 'Open'],
    ]);
    expect(await firstRoundAudit(courseId)).toMatchObject({ documentsNotVerified: [ids.Varun!.applicationId] });
    // Verified, Varun is ranked in the next round: waitlisted, both seats being on offer.
    for (const kind of ['profilePhoto', 'aadharFront', 'aadharBack']) {
      await reviewDocument({ input: { studentId: ids.Varun!.userId, document: kind, decision: 'verified' } as never, actor: staff });
    }
    expect(await generateRound({ courseId, actor: staff })).toMatchObject({ number: 2, offered: 0, waitlisted: 1, documentsNotVerified: 0 });
    expect(await listOf(courseId)).toEqual([['Varun', 1, 'Open', 'waitlisted', null]]);
  });

  it('a course without a seat limit has no rounds', async () => {
    const courseId = await createCourse({ course: { title: 'Ward Attendant', description: '', images: [] } });
    await expect(generateRound({ courseId, actor: staff })).rejects.toThrow(ROUND_NEEDS_SEATS);
  });

  it('after the conversion round, a category’s unfilled seats are offered as Open', async () => {
    await reserve({ SC: 40 }, 1);
    const courseId = await createCourse({ course: { title: 'Radiology Assistant', description: '', images: [], seats: 5 } });
    await applicants(
      courseId,
      ['K', 'L', 'M', 'N'].map((name, i) => ({ name, category: 'Open', hsc: 90 - i })),
    );
    expect(await generateRound({ courseId, actor: staff })).toMatchObject({ offered: 3, waitlisted: 1 }); // SC's 2 seats: no SC applicant
    expect(await generateRound({ courseId, actor: staff })).toMatchObject({ number: 2, offered: 1, waitlisted: 0 });
    const [second] = await findCourseRounds({ courseId });
    expect(second).toMatchObject({ reserved: false, freeSeats: { Open: 2, SC: 0 } });
    expect(second!.entries.map((entry) => [entry.student, entry.seatCategory])).toEqual([['N', 'Open']]);
  });
});

describe('offers', () => {
  it('accepted takes the seat; declined and lapsed ones go to the next on the list in the next round; the first list never changes', async () => {
    await reserve({});
    const courseId = await createCourse({ course: { title: 'Dialysis Assistant', description: '', images: [], seats: 3 } });
    const people = await applicants(
      courseId,
      ['P1', 'P2', 'P3', 'P4', 'P5'].map((name, i) => ({ name, category: 'Open', hsc: 90 - i * 5, signedIn: true })),
    );
    const start = Date.now();
    await generateRound({ courseId, actor: staff, now: start });
    const published = JSON.stringify((await findCourseRounds({ courseId }))[0]!.entries.map(({ offerState: _state, ...entry }) => entry));
    const [p1, p2, p3, p4, p5] = ['P1', 'P2', 'P3', 'P4', 'P5'].map((name) => people[name]!);

    // P1 accepts through the API; P2 declines; P3 lets the deadline pass.
    const answer = (who: typeof p1, decision: string) =>
      api.request('/users/offer-decision', {
        method: 'POST',
        headers: { ...who!.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ applicationId: who!.applicationId, decision }),
      });
    await expectFailure(await answer(p1, 'maybe'), 400, 'Choose accept or decline.');
    const accepted = await answer(p1, 'accept');
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ success: true, status: 'Accepted' });
    expect(await statusOf(p1!.applicationId)).toBe('Accepted');
    expect((await (await answer(p2, 'decline')).json()).status).toBe('Pending');
    await expectFailure(await answer(p2, 'accept'), 404, NO_OPEN_OFFER);
    await expectFailure(await answer(p4, 'accept'), 404, NO_OPEN_OFFER); // waitlisted: nothing to accept
    const round = await db.selectFrom('merit_rounds').select('deadline_on').where('course_id', '=', courseId).executeTakeFirstOrThrow();
    const afterDeadline = endOfIndiaDay(round.deadline_on) + 1;
    const ours = [p1, p2, p3, p4, p5].map((who) => who!.applicationId);
    const filtered = async (offer: OfferFilter, now = start) =>
      (await findApplicants({ offer, pageSize: 100, now })).applications.map((row) => row._id).filter((id) => ours.includes(id));
    // Before anything is written of P3's offer: open on the day, lapsed once its day has ended.
    expect(await filtered('offered')).toEqual([p3!.applicationId]);
    expect(await filtered('lapsed', afterDeadline)).toEqual([p3!.applicationId]);
    expect((await findStudentMerit({ userId: p3!.userId, now: afterDeadline })).get(p3!.applicationId)).toMatchObject({ offerState: 'lapsed', rank: 3 });
    await expect(decideOffer({ userId: p3!.userId, applicationId: p3!.applicationId, decision: 'accept', now: afterDeadline })).rejects.toThrow(OFFER_LAPSED);

    // View Applications' offer filter (point 7) reads the same states; P3's lapse is written by her late answer.
    expect(await filtered('accepted')).toEqual([p1!.applicationId]);
    expect(await filtered('declined')).toEqual([p2!.applicationId]);
    expect(await filtered('offered', afterDeadline)).toEqual([]);
    expect(await filtered('lapsed')).toEqual([p3!.applicationId]);
    expect(await filtered('waitlisted')).toEqual([p5!.applicationId, p4!.applicationId]);

    // Round 2: 3 seats − 1 Accepted = 2 free, for P4 and P5.
    expect(await generateRound({ courseId, actor: staff, now: afterDeadline + DAY })).toMatchObject({ number: 2, offered: 2, waitlisted: 0 });
    const [second, first] = await findCourseRounds({ courseId, now: afterDeadline + DAY });
    expect(second!.entries.map((entry) => [entry.applicationId, entry.rank, entry.outcome])).toEqual([
      [p4!.applicationId, 1, 'offered'],
      [p5!.applicationId, 2, 'offered'],
    ]);
    expect(JSON.stringify(first!.entries.map(({ offerState: _state, ...entry }) => entry))).toBe(published);
    expect(first!.entries.map((entry) => entry.offerState)).toEqual(['accepted', 'declined', 'lapsed', null, null]);
    const actions = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_type'])
      .where('entity_id', 'in', [p1!.applicationId, p2!.applicationId, p3!.applicationId])
      .where('action', 'like', 'offer.%')
      .orderBy('created_at')
      .execute();
    expect(actions).toEqual([
      { action: 'offer.accept', actor_type: 'student' },
      { action: 'offer.decline', actor_type: 'student' },
      { action: 'offer.lapse', actor_type: 'system' },
    ]);
    expect(await statusOf(p2!.applicationId)).toBe('Pending');
  });

  it('offers accepted racing staff’s Accepts of waitlisted students never oversell: exactly 3 of 3 seats', async () => {
    await reserve({});
    const courseId = await createCourse({ course: { title: 'Cath Lab Technician', description: '', images: [], seats: 3 } });
    const people = await applicants(
      courseId,
      ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8'].map((name, i) => ({ name, category: 'Open', hsc: 90 - i })),
    );
    await generateRound({ courseId, actor: staff });
    const all = Object.values(people);
    const outcomes = await Promise.allSettled([
      ...all.slice(0, 3).map((who) => decideOffer({ userId: who.userId, applicationId: who.applicationId, decision: 'accept' })),
      ...all.slice(3).map((who) => decideApplication({ id: who.applicationId, status: 'Accepted', actor: staff })),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [(outcome.reason as AppError).message] : []));
    expect(refusals).toEqual(Array(5).fill(allSeatsTaken(3)));
    const accepted = await db.selectFrom('applications').select('id').where('course_id', '=', courseId).where('status', '=', 'Accepted').execute();
    expect(accepted).toHaveLength(3);
  });
});

describe('a course that asks for its first instalment before an offer is accepted', () => {
  it('refuses the Accept, saying what is still to pay, until the money is in; the offer stays open meanwhile', async () => {
    await reserve({});
    const plan = [
      { amountPaise: 1_000_000, dueDate: '2027-06-01' },
      { amountPaise: 2_000_000, dueDate: '2027-09-01' },
    ];
    const course = { title: 'Phlebotomy Technician', description: '', images: [], seats: 1, fees: 30_000, instalments: plan, offerNeedsFirstInstalment: true };
    const courseId = await createCourse({ course, actor: staff });
    const { Q1: student } = await applicants(courseId, [{ name: 'Q1', category: 'Open', hsc: 88 }]);
    await generateRound({ courseId, actor: staff });
    const accept = () => decideOffer({ userId: student!.userId, applicationId: student!.applicationId, decision: 'accept' });
    const pay = (amount: number) =>
      recordOfflinePayment({
        input: { applicationId: student!.applicationId, amount, method: 'cash', paidOn: dateInputValue(Date.now()) } as RecordPaymentInput,
        actor: staff,
      });
    await expect(accept()).rejects.toThrow(firstInstalmentUnpaid(1_000_000));
    expect(firstInstalmentUnpaid(1_000_000)).toBe('Pay the first instalment to accept this seat: ₹10,000 is still to pay.');
    expect((await findStudentMerit({ userId: student!.userId })).get(student!.applicationId)).toMatchObject({
      offerState: 'open',
      firstInstalmentOwedPaise: 1_000_000,
    });
    await pay(400_000);
    await expect(accept()).rejects.toThrow(firstInstalmentUnpaid(600_000));
    expect(await statusOf(student!.applicationId)).toBe('Pending');
    await pay(600_000);
    expect((await findStudentMerit({ userId: student!.userId })).get(student!.applicationId)).toMatchObject({ firstInstalmentOwedPaise: 0 });
    const accepted = await accept();
    expect(accepted.status).toBe('Accepted');
    await accepted.mailed;
  });
});

describe('staff deciding an offered application themselves', () => {
  it('closes its offer: the student has nothing to accept, and the seat goes to the next round', async () => {
    await reserve({});
    const courseId = await createCourse({ course: { title: 'Blood Bank Technician', description: '', images: [], seats: 1 } });
    const people = await applicants(courseId, [
      { name: 'S1', category: 'Open', hsc: 90 },
      { name: 'S2', category: 'Open', hsc: 80 },
    ]);
    await generateRound({ courseId, actor: staff });
    const [first, second] = [people.S1!, people.S2!];
    await decideApplication({ id: first.applicationId, status: 'Rejected', actor: staff });
    expect((await findStudentMerit({ userId: first.userId })).get(first.applicationId)).toMatchObject({ offerState: 'closed' });
    await expect(decideOffer({ userId: first.userId, applicationId: first.applicationId, decision: 'accept' })).rejects.toThrow(NO_OPEN_OFFER);
    expect(await generateRound({ courseId, actor: staff })).toMatchObject({ number: 2, offered: 1 });
    expect((await findStudentMerit({ userId: second.userId })).get(second.applicationId)).toMatchObject({ round: 2, rank: 1, offerState: 'open' });
  });

  it('an offer accepted after staff filled the course is refused in the student’s language', async () => {
    await reserve({});
    const courseId = await createCourse({ course: { title: 'Dental Assistant', description: '', images: [], seats: 1 } });
    const people = await applicants(courseId, [
      { name: 'T1', category: 'Open', hsc: 90, signedIn: true },
      { name: 'T2', category: 'Open', hsc: 80 },
    ]);
    await generateRound({ courseId, actor: staff });
    await decideApplication({ id: people.T2!.applicationId, status: 'Accepted', actor: staff });
    const refused = await api.request('/users/offer-decision', {
      method: 'POST',
      headers: { ...people.T1!.headers, 'content-type': 'application/json', 'accept-language': 'mr' },
      body: JSON.stringify({ applicationId: people.T1!.applicationId, decision: 'accept' }),
    });
    await expectFailure(refused, 409, 'या अभ्यासक्रमाच्या सर्व 1 जागा भरल्या आहेत.');
    expect(await statusOf(people.T1!.applicationId)).toBe('Pending');
  });
});

describe('through the API', () => {
  it('admissions generate and read rounds and export one as CSV, Excel and PDF; only the owner sets the reservation', async () => {
    const admissions = await signedInAdmin({ name: 'Admissions Desk', role: 'admissions' });
    const content = await signedInAdmin({ name: 'Content Desk', role: 'content' });
    const owner = await signedInAdmin({ name: 'Owner' });
    const setReservation = (token: string, json: unknown) => send('/admin/reservation', { method: 'PUT', token, json });
    await expectFailure(
      await setReservation(admissions.token, { percentages: { SC: 13, ST: 7, NT: 11, OBC: 19 }, convertAfterRound: 2 }),
      403,
      /reservation of seats by category/,
    );
    await expectFailure(
      await setReservation(owner.token, { percentages: { SC: 50, ST: 30, NT: 20, OBC: 10 }, convertAfterRound: 2 }),
      400,
      RESERVED_TOTAL_TOO_HIGH,
    );
    const saved = await setReservation(owner.token, { percentages: { SC: 13, ST: 7, NT: 11, OBC: 19 }, convertAfterRound: 2 });
    expect(saved.status).toBe(200);
    expect((await (await send('/admin/reservation', { token: admissions.token })).json()).reservation).toMatchObject({
      percentages: { SC: 13, OBC: 19 },
      convertAfterRound: 2,
    });

    const courseId = await createCourse({ course: { title: 'Optometry Assistant', description: '', images: [], seats: 10 } });
    await applicants(courseId, [
      { name: 'Zoya, "Z"', category: 'SC', hsc: 80 },
      { name: 'Yash', category: 'Open', hsc: 70 },
    ]);
    const generate = (token: string, json: unknown) => send('/admin/merit-rounds', { token, json });
    await expectFailure(await generate(content.token, { courseId }), 403);
    await expectFailure(await generate(admissions.token, { courseId, deadlineOn: '2020-01-01' }), 400, /today or a later day/);
    await expectFailure(await generate(admissions.token, { courseId: 'nope' }), 404, 'Course not found');
    const created = await generate(admissions.token, { courseId, deadlineOn: new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10) });
    expect(created.status).toBe(201);
    const { round } = await created.json();
    expect(round).toMatchObject({ number: 1, seats: 10, freeSeats: { Open: 7, SC: 1, ST: 0, NT: 1, OBC: 1 }, criterion: 'hscPercentage' });
    const listed = await (await send(`/admin/merit-rounds?courseId=${courseId}`, { token: admissions.token })).json();
    expect(listed.rounds).toHaveLength(1);
    const csv = await send(`/admin/merit-rounds/${round.id}/list.csv`, { token: admissions.token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('Merit-Round-1-Optometry-Assistant.csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Rank,Student,E-mail,Category,Marks,Outcome,Seat,Offer now,Application ID');
    expect(lines[1]).toMatch(/^1,"Zoya, ""Z""",.*,SC,80,Offered,Open,Open offer,/);
    expect(lines).toHaveLength(3);
    const xlsx = await send(`/admin/merit-rounds/${round.id}/list.xlsx`, { token: admissions.token });
    expect(xlsx.status).toBe(200);
    // The PDF, for the notice board: the round and its list, without the e-mail or the application id.
    const pdf = await send(`/admin/merit-rounds/${round.id}/list.pdf`, { token: admissions.token });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('Merit-Round-1-Optometry-Assistant.pdf');
    const printed = pdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
    expect(printed).toContain('Merit round 1: Optometry Assistant');
    expect(printed).toContain('Open 7, SC 1, NT 1, OBC 1 (of 10; reserved by category)');
    expect(printed).toMatch(/1 Zoya, "Z" SC 80 Offered Open Open offer 2 Yash Open 70 Offered Open Open offer/);
    for (const entry of round.entries as { email: string; applicationId: string }[]) {
      expect(printed).not.toContain(entry.email);
      expect(printed).not.toContain(entry.applicationId);
    }
    await expectFailure(await send('/admin/merit-rounds/nope/list.csv', { token: admissions.token }), 404, 'Merit round not found');
  });
});
