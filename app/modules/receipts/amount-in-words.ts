// Browser-safe: an amount in words as Indian receipts and cheques write it (crore, lakh, thousand,
// hundred), for the line under the figures that a reader checks them against.

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99: 'Seven', 'Nineteen', 'Twenty-Five'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[n / 10]!;
}

/** A whole number > 0 in the Indian system: 1,25,00,305 → 'One Crore Twenty-Five Lakh Three Hundred Five'. */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError(`numberInIndianWords: ${n} is not a whole number above zero.`);
  const parts: string[] = [];
  // Above 99 crore the count of crores is itself written out ('One Hundred Twenty Crore').
  const crore = Math.floor(n / 1_00_00_000);
  if (crore) parts.push(`${numberInIndianWords(crore)} Crore`);
  const lakh = Math.floor(n / 1_00_000) % 100;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(n / 1_000) % 100;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const hundred = Math.floor(n / 100) % 10;
  if (hundred) parts.push(`${ONES[hundred]} Hundred`);
  const rest = n % 100;
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * Integer paise in words: 'Rupees One Lakh Twenty-Five Thousand Only', 'Rupees Ten and Fifty Paise
 * Only', 'Fifty Paise Only'. Negative amounts (a refund on a statement) are written as their size;
 * the figures beside them carry the sign.
 */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`rupeesInWords: ${paise} is not a whole number of paise.`);
  const size = Math.abs(paise);
  const rupees = Math.floor(size / 100);
  const rest = size % 100;
  if (!rupees && !rest) return 'Rupees Zero Only';
  const paiseWords = rest ? `${belowHundred(rest)} Paise` : '';
  if (!rupees) return `${paiseWords} Only`;
  return `Rupees ${numberInIndianWords(rupees)}${paiseWords ? ` and ${paiseWords}` : ''} Only`;
}
