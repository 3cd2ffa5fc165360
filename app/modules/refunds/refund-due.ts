// Browser-safe: money paid beyond what an application owes (issue 11, 'refund due').

/**
 * Rupees paid beyond what the application owes now: its course's fee, or nothing once Rejected
 * (a rejected application owes nothing). After a course change to a cheaper course the money
 * already paid stays with the application, and the difference shows here to staff and student. 0
 * while the course has no fee set (nobody can say yet what is owed).
 */
export function refundDue({ status, feesPaid, courseId }: { status: string; feesPaid: number; courseId: { fees: number | null } }): number {
  const owed = status === 'Rejected' ? 0 : courseId.fees;
  if (owed === null) return 0;
  // In paise, so that ₹0.10 + ₹0.20 leaves no rounding residue.
  return Math.max(0, Math.round(feesPaid * 100) - Math.round(owed * 100)) / 100;
}
