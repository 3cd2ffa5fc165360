import { currentReceiptIssuer } from '~/modules/receipt-issuer/get-receipt-issuer.server';
import { documentTitle, drawLetterhead, field, footer, PAGE_MARGIN, rule, startDocument, tableRow } from '~/modules/receipts/receipt-layout.server';
import { db as defaultDb, type DB } from '~/db/db.server';
import { formatDateTime, formatLongDay } from '~/utils/dates';
import { SEAT_CATEGORIES } from './reservation';
import { type findRound, roundRows } from './round-export.server';

// A round's list as published, as a PDF on the institute's letterhead (issue 23 point 4): what an
// admissions office prints for its notice board and files. The same rows as the CSV and Excel
// lists (round-export.server.ts) without the e-mail and the application id: a printed list is read
// by everyone who passes it.

type FoundRound = NonNullable<Awaited<ReturnType<typeof findRound>>>;

/** Which of roundRows' cells the PDF prints, and how wide (points; the page has 495). */
const COLUMNS = [
  { title: 'Rank', cell: 0, width: 35 },
  { title: 'Student', cell: 1, width: 165 },
  { title: 'Category', cell: 3, width: 55 },
  { title: 'Marks', cell: 4, width: 45 },
  { title: 'Outcome', cell: 5, width: 65 },
  { title: 'Seat', cell: 6, width: 45 },
  { title: 'Offer now', cell: 7, width: 85 },
];

const seatsLine = (free: FoundRound['round']['freeSeats']) =>
  SEAT_CATEGORIES.filter((category) => (free[category] ?? 0) > 0)
    .map((category) => `${category} ${free[category]}`)
    .join(', ') || 'none';

export async function renderRoundPdf({ found, db = defaultDb, now = Date.now() }: { found: FoundRound; db?: DB; now?: number }): Promise<Buffer> {
  const { round, courseTitle, criterion } = found;
  const { name, address, phones, email } = await currentReceiptIssuer({ db });
  const { doc, bytes } = startDocument({ title: `Merit round ${round.number}: ${courseTitle}`, createdAt: now });
  drawLetterhead(doc, { name, address, phones, email });
  documentTitle(doc, `Merit round ${round.number}: ${courseTitle}`);
  field(doc, 'Published', formatDateTime(round.createdAt));
  field(doc, 'Ranked by', `${criterion}, higher first; ties by the earlier date of birth, then the earlier application`);
  field(doc, 'Seats offered', `${seatsLine(round.freeSeats)} (of ${round.seats}; ${round.reserved ? 'reserved by category' : 'all Open'})`);
  field(doc, 'Accept by', `${formatLongDay(round.deadlineOn)} (end of the day, India)`);
  field(doc, 'Offers as of', formatDateTime(now));
  doc.moveDown(0.5);
  rule(doc);

  let x = PAGE_MARGIN;
  const columns = COLUMNS.map((column) => {
    const placed = { title: column.title, x, width: column.width };
    x += column.width + 5;
    return placed;
  });
  const row = (cells: string[], bold = false) => tableRow(doc, columns, cells, { bold, keepBelow: 80 });
  row(
    columns.map((column) => column.title),
    true,
  );
  const rows = roundRows(round);
  if (rows.length === 0) row(['—', 'Nobody was ranked in this round.', '', '', '', '', '']);
  for (const cells of rows) row(COLUMNS.map((column) => String(cells[column.cell] ?? '')));
  doc.moveDown(0.5);
  rule(doc);
  footer(doc, [`Questions: ${email}`]);
  doc.end();
  return bytes;
}
