import type { Kysely } from 'kysely';
import type { Database } from '../app/db/schema.ts';
import type { Migration } from 'kysely/migration';
import { Migrator } from 'kysely/migration';
import * as initial from './migrations/0001-initial.ts';
import * as adminOtps from './migrations/0002-admin-otps.ts';
import * as studentAccounts from './migrations/0003-student-accounts.ts';
import * as feeStatusMark from './migrations/0004-fee-status-mark.ts';
import * as erasureRequests from './migrations/0005-erasure-requests.ts';
import * as adminSetupTokens from './migrations/0006-admin-setup-tokens.ts';
import * as feeStatusReason from './migrations/0007-fee-status-reason.ts';
import * as aadhaarHash from './migrations/0008-aadhaar-hash.ts';
import * as siteSettings from './migrations/0009-site-settings.ts';
import * as mailJobs from './migrations/0010-mail-jobs.ts';
import * as simulatedGateway from './migrations/0011-simulated-gateway.ts';
import * as paymentLedger from './migrations/0012-payment-ledger.ts';
import * as receipts from './migrations/0013-receipts.ts';
import * as instalmentPlans from './migrations/0014-instalment-plans.ts';
import * as staffRoles from './migrations/0015-staff-roles.ts';
import * as ledgerReferences from './migrations/0016-ledger-references.ts';
import * as staffInvitations from './migrations/0017-staff-invitations.ts';
import * as offlinePayments from './migrations/0018-offline-payments.ts';
import * as refunds from './migrations/0019-refunds.ts';
import * as feeReminders from './migrations/0020-fee-reminders.ts';
import * as exportOrderIndexes from './migrations/0021-export-order-indexes.ts';
import * as refundChecks from './migrations/0022-refund-checks.ts';
import * as feeRemindersByDueDate from './migrations/0023-fee-reminders-by-due-date.ts';
import * as paymentProofSizes from './migrations/0024-payment-proof-sizes.ts';
import * as studentNumbers from './migrations/0025-student-numbers.ts';
import * as paymentSubmissionKeys from './migrations/0026-payment-submission-keys.ts';
import * as receiptIssuer from './migrations/0027-receipt-issuer.ts';
import * as refundRequestAmounts from './migrations/0028-refund-request-amounts.ts';
import * as studentSearch from './migrations/0029-student-search.ts';
import * as owingApplications from './migrations/0030-owing-applications.ts';
import * as studentLanguage from './migrations/0031-student-language.ts';
import * as contentLanguages from './migrations/0032-content-languages.ts';
import * as documentLanguages from './migrations/0033-document-languages.ts';
import * as admissionWindowAndSeats from './migrations/0034-admission-window-and-seats.ts';
import * as documentReviews from './migrations/0035-document-reviews.ts';
import * as admissionLetters from './migrations/0036-admission-letters.ts';
import * as meritRounds from './migrations/0037-merit-rounds.ts';
import * as offerNeedsFirstInstalment from './migrations/0038-offer-needs-first-instalment.ts';

// A static list, not FileMigrationProvider: the bundler must see every migration.
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-admin-otps': adminOtps,
  '0003-student-accounts': studentAccounts,
  '0004-fee-status-mark': feeStatusMark,
  '0005-erasure-requests': erasureRequests,
  '0006-admin-setup-tokens': adminSetupTokens,
  '0007-fee-status-reason': feeStatusReason,
  '0008-aadhaar-hash': aadhaarHash,
  '0009-site-settings': siteSettings,
  '0010-mail-jobs': mailJobs,
  '0011-simulated-gateway': simulatedGateway,
  '0012-payment-ledger': paymentLedger,
  '0013-receipts': receipts,
  '0014-instalment-plans': instalmentPlans,
  '0015-staff-roles': staffRoles,
  '0016-ledger-references': ledgerReferences,
  '0017-staff-invitations': staffInvitations,
  '0018-offline-payments': offlinePayments,
  '0019-refunds': refunds,
  '0020-fee-reminders': feeReminders,
  '0021-export-order-indexes': exportOrderIndexes,
  '0022-refund-checks': refundChecks,
  '0023-fee-reminders-by-due-date': feeRemindersByDueDate,
  '0024-payment-proof-sizes': paymentProofSizes,
  '0025-student-numbers': studentNumbers,
  '0026-payment-submission-keys': paymentSubmissionKeys,
  '0027-receipt-issuer': receiptIssuer,
  '0028-refund-request-amounts': refundRequestAmounts,
  '0029-student-search': studentSearch,
  '0030-owing-applications': owingApplications,
  '0031-student-language': studentLanguage,
  '0032-content-languages': contentLanguages,
  '0033-document-languages': documentLanguages,
  '0034-admission-window-and-seats': admissionWindowAndSeats,
  '0035-document-reviews': documentReviews,
  '0036-admission-letters': admissionLetters,
  '0037-merit-rounds': meritRounds,
  '0038-offer-needs-first-instalment': offerNeedsFirstInstalment,
};

// Migrations themselves take Kysely<unknown>: they must not depend on today's schema types.
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error;
}
