import { RECEIPT_PREFIX } from '~/modules/receipts/receipt-number';

// Browser-safe: how students are numbered (migration 0025). A number people can read out on the
// phone and accountants can search for: the receipts' institute letters, the calendar year in
// India the student registered in, and a sequence of that year — 'NIHM-2026-000123'.

const IST_OFFSET_MS = 19_800_000;

/** The calendar year in India (UTC+05:30, no daylight saving) of an instant: '2026'. */
export const registrationYearOf = (now: number) => String(new Date(now + IST_OFFSET_MS).getUTCFullYear());

/** 'NIHM-2026-000123': six digits, more if a year ever needs them. */
export const formatStudentNumber = (year: string, number: number) => `${RECEIPT_PREFIX}-${year}-${String(number).padStart(6, '0')}`;
