import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { newId } from '~/utils/ids';
import { insertApplication, insertCourse } from '../../../tests/enrolment';
import { studentWithApplication } from '../../../tests/payments/loopback-gateway';
import { findRefundDesk, REFUND_DESK_PAGE_SIZE } from './find-refund-desk.server';

// The Refunds page's work lists are paged (issue 11): every open request and every application
// due a refund can be reached, a page at a time, none twice, in a stable order.

const REJECTED_WITH_MONEY = 45;
const OPEN_REQUESTS = 25;

/** 45 applications Rejected after paying (refund due), the first 25 with a student's open request. */
async function seedDesk() {
  const { student } = await studentWithApplication({ feeRupees: 10_000 });
  const start = Date.now() - 1_000_000;
  const applicationIds: string[] = [];
  for (let index = 0; index < REJECTED_WITH_MONEY; index++) {
    const at = start + index * 1_000;
    const courseId = await insertCourse(db, { title: `Course ${index}`, fees_paise: 10_000_00, now: at });
    const applicationId = await insertApplication(db, { userId: student.userId, courseId, status: 'Rejected', fees_paid_paise: 500_00, now: at });
    if (index < OPEN_REQUESTS) {
      await db
        .insertInto('refund_requests')
        .values({
          id: newId(),
          application_id: applicationId,
          student_id: student.userId,
          kind: 'refund',
          reason: `Request ${index}`,
          status: 'open',
          decision_reason: null,
          refund_id: null,
          decided_by: null,
          decided_at: null,
          created_at: at,
        })
        .execute();
    }
    applicationIds.push(applicationId);
  }
  return applicationIds;
}

describe('the Refunds page pages its requests and refunds due', () => {
  it('pages of 20: every row once, requests oldest first, refunds due latest first; a page past the last shows the last', async () => {
    const applicationIds = await seedDesk();

    const first = await findRefundDesk();
    expect(first.requestPages).toEqual({ page: 1, pageCount: 2, total: OPEN_REQUESTS });
    expect(first.duePages).toEqual({ page: 1, pageCount: 3, total: REJECTED_WITH_MONEY });
    expect(first.requests).toHaveLength(REFUND_DESK_PAGE_SIZE);
    expect(first.refundsDue).toHaveLength(REFUND_DESK_PAGE_SIZE);
    expect(first.refundsDue[0]).toMatchObject({ applicationId: applicationIds.at(-1), duePaise: 500_00, status: 'Rejected' });

    const requests = [...first.requests, ...(await findRefundDesk({ requestsPage: 2 })).requests].map((request) => request.reason);
    expect(requests).toEqual(Array.from({ length: OPEN_REQUESTS }, (_, index) => `Request ${index}`));

    const due = [];
    for (let duePage = 1; duePage <= 3; duePage++) due.push(...(await findRefundDesk({ duePage })).refundsDue.map((row) => row.applicationId));
    expect(due).toEqual(applicationIds.toReversed());

    const past = await findRefundDesk({ duePage: 9, requestsPage: 9 });
    expect(past.duePages.page).toBe(3);
    expect(past.refundsDue.map((row) => row.applicationId)).toEqual(applicationIds.slice(0, 5).toReversed());
    expect(past.requestPages.page).toBe(2);
    expect(past.requests).toHaveLength(OPEN_REQUESTS - REFUND_DESK_PAGE_SIZE);
  });
});
