import { expect, it } from 'vitest';
import { ledgerMethodLabel, paymentOutcome } from './ledger-labels.server';

it('names online money by its gateway and method, a student’s accepted report as such, and the office’s by its method', () => {
  expect(ledgerMethodLabel({ gateway: 'razorpay', method: 'upi' })).toBe('Razorpay (UPI)');
  expect(ledgerMethodLabel({ gateway: 'razorpay', method: 'netbanking' })).toBe('Razorpay (Netbanking)');
  expect(ledgerMethodLabel({ gateway: 'simulated', method: 'card' })).toBe('Simulated (Card)');
  expect(ledgerMethodLabel({ gateway: 'razorpay', method: null })).toBe('Razorpay');
  expect(ledgerMethodLabel({ gateway: null, method: 'upi', reportedByStudent: true })).toBe('UPI, reported by the student');
  expect(ledgerMethodLabel({ gateway: null, method: 'bank-transfer', reportedByStudent: true })).toBe('Bank transfer, reported by the student');
  expect(ledgerMethodLabel({ gateway: null, method: 'upi' })).toBe('UPI');
  expect(ledgerMethodLabel({ gateway: null, method: 'demand-draft' })).toBe('Demand draft');
  expect(ledgerMethodLabel({ gateway: null, method: null })).toBeNull();
});

it('says a payment was cancelled before it says it bounced, from either engine’s booleans', () => {
  expect(paymentOutcome({ cancelled: 1, bounced: 0 })).toBe('Cancelled');
  expect(paymentOutcome({ cancelled: false, bounced: true })).toBe('Bounced');
  expect(paymentOutcome({ cancelled: 0, bounced: 0 })).toBeNull();
});
