// Browser-safe: the periods the Finance overview breaks its collections down by.

export const FINANCE_PERIODS = { today: 'Today', month: 'This month', year: 'This financial year' } as const;
export type FinancePeriod = keyof typeof FINANCE_PERIODS;
export const isFinancePeriod = (value: string | null): value is FinancePeriod => value !== null && Object.hasOwn(FINANCE_PERIODS, value);

/** Days of daily collections the chart shows. */
export const CHART_DAYS = 90;
