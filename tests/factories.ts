import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { DB } from '~/db/db.server';
import { createAdmin } from '~/modules/admins/admins.server';
import { createCourse, type NewCourse } from '~/modules/courses/create-course.server';
import { createEvent } from '~/modules/events/events.server';
import { encodeImage, IMAGE_ENCODING, storeEncodedImage, type EncodedImage } from '~/modules/images/store-image.server';
import { createNewsItem, type NewNewsItem } from '~/modules/news/news.server';
import { env } from '~/utils/env.server';

// One set of factories for the demo seed and the tests: the demo site is what tests run against.

type PictureOptions = { hue?: number; width?: number; height?: number; label?: string };

/** A generated picture (no downloads): a gradient with simple shapes, as SVG. */
function drawPicture({ hue = 170, width = 1600, height = 1000, label = '' }: PictureOptions) {
  const arm = height * 0.08;
  const cross =
    `<path d="M${width * 0.2} ${height * 0.2}h${arm}v${arm}h${arm}v${arm}h-${arm}v${arm}h-${arm}v-${arm}h-${arm}v-${arm}h${arm}z" ` +
    'fill="rgba(255,255,255,0.85)"/>';
  const caption = label
    ? `<text x="${width * 0.1}" y="${height * 0.85}" font-family="sans-serif" font-size="${height * 0.07}" fill="white">` +
      `${label.replace(/[<&>]/g, '')}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,62%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.22}" fill="rgba(255,255,255,0.18)"/>
    <rect x="${width * 0.1}" y="${height * 0.55}" width="${width * 0.34}" height="${height * 0.08}" rx="${height * 0.04}" fill="rgba(255,255,255,0.35)"/>
    ${cross}
    ${caption}
  </svg>`;
}

/** A drawing as PNG bytes, as a visitor's upload would bring it. */
const pngOf = async (svg: string) => new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());

/** A generated picture as PNG bytes. */
export const makeImageBytes = (options: PictureOptions = {}) => pngOf(drawPicture(options));

// Encoding a 1600 px picture's WebP sizes takes ~0.4 s of both cores here, and the demo seed stores
// 38 pictures: some 13 s for every database seeded, many times in one `npm test` (docs/performance.md).
// The pictures are the same every time, so their encoded sizes are kept in the system's temporary
// folder, under the drawing, the encoding and sharp's version; each seeded picture is still stored
// under an id of its own.
const ENCODED_PICTURES = join(tmpdir(), 'institute-demo-pictures');
type KeptPicture = Omit<EncodedImage, 'variants'> & { variants: Array<{ width: number; base64: string }> };

/** The picture kept under `file`, or null when there is none or it cannot be read (then it is encoded again). */
function keptPicture(file: string): EncodedImage | null {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as KeptPicture;
    return { ...kept, variants: kept.variants.map((v) => ({ width: v.width, bytes: Buffer.from(v.base64, 'base64') })) };
  } catch {
    return null;
  }
}

function keepPicture(file: string, encoded: EncodedImage) {
  const kept: KeptPicture = { ...encoded, variants: encoded.variants.map((v) => ({ width: v.width, base64: Buffer.from(v.bytes).toString('base64') })) };
  // Written whole and renamed into place: processes seeding at the same time never read half a file.
  mkdirSync(ENCODED_PICTURES, { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, JSON.stringify(kept));
  renameSync(partial, file);
}

async function encodedPicture(options: PictureOptions): Promise<EncodedImage> {
  const svg = drawPicture(options);
  const key = createHash('sha256').update(svg).update(JSON.stringify(IMAGE_ENCODING)).update(sharp.versions.vips).digest('hex');
  const file = join(ENCODED_PICTURES, `${key}.json`);
  const kept = keptPicture(file);
  if (kept) return kept;
  const encoded = await encodeImage(await pngOf(svg));
  keepPicture(file, encoded);
  return encoded;
}

export async function makeStoredImage(options: PictureOptions = {}) {
  return storeEncodedImage(await encodedPicture(options));
}

export const demoCourses: Array<Omit<NewCourse, 'images'>> = [
  {
    title: 'Patient Care Assistant',
    duration: '1 year',
    eligibility: '12th',
    fees: 35000,
    description:
      '<p>Learn to care for patients at the bedside: hygiene, mobility, vital signs, feeding and ' +
      'comfort, under the supervision of nurses. Includes hospital internship in ' +
      'Nagpur.</p><ul><li>Vital signs and first aid</li><li>Infection control</li><li>Patient ' +
      'communication</li></ul>',
  },
  {
    title: 'Operation Theatre Technician',
    duration: '1 year',
    eligibility: 'HSC',
    fees: 45000,
    description:
      '<p>Prepare operating theatres, sterilise instruments and assist surgeons and ' +
      'anaesthetists during procedures.</p><ul><li>Surgical instruments and ' +
      'asepsis</li><li>Anaesthesia equipment</li><li>Theatre safety</li></ul>',
  },
  {
    title: 'Diploma in C.S.S.D',
    duration: '1 year',
    eligibility: 'HSC',
    fees: 40000,
    description: '<p>Central Sterile Services Department: decontamination, packing, sterilisation and tracking of reusable medical devices.</p>',
  },
  {
    title: 'Pharmacy Assistant',
    duration: '2 years',
    eligibility: 'Science Graduation',
    fees: 55000,
    description: '<p>Dispensing, inventory, prescriptions and patient counselling in hospital and retail pharmacies.</p>',
  },
  {
    title: 'Diploma in Hospital Management',
    duration: '2 years',
    eligibility: 'Any Graduation',
    fees: 80000,
    description:
      '<p>Run the front office, billing, medical records, insurance desk and departments of a ' +
      'modern hospital.</p><p><strong>Corporate exposure</strong> through visits and projects ' +
      'with partner hospitals.</p>',
  },
  {
    title: 'Diploma in Dialysis Technology',
    duration: '2 years',
    eligibility: 'Science Graduation',
    fees: 70000,
    description: '<p>Operate haemodialysis machines, prepare patients, monitor treatment and maintain water treatment systems.</p>',
  },
  {
    title: 'X-Ray and Imaging Technology',
    duration: '2 years',
    eligibility: 'HSC',
    fees: 75000,
    description: '<p>Radiography, positioning, radiation safety and an introduction to CT and MRI, with practical training on imaging equipment.</p>',
  },
  {
    title: 'Diploma in D.M.I.T',
    duration: '2 years',
    eligibility: '2 Years Any Graduation',
    fees: null,
    description: '<p>Diploma in Medical Imaging Technology: advanced imaging modalities, patient care and departmental workflow.</p>',
  },
];

/** Image sizes for factories: `small` (one 320-px variant each) keeps API tests fast. */
export type FactoryImageSize = 'demo' | 'small';
const sized = (size: FactoryImageSize, width: number, height: number) =>
  size === 'small' ? { width: 320, height: Math.round((320 * height) / width) } : { width, height };

export async function createCourseWithImages(db: DB, course: Omit<NewCourse, 'images'>, hue = 170, size: FactoryImageSize = 'demo') {
  const images = [
    await makeStoredImage({ hue, label: course.title, ...sized(size, 1600, 1000) }),
    await makeStoredImage({ hue: hue + 20, ...sized(size, 1200, 900) }),
  ];
  return createCourse({ course: { ...course, images }, db });
}

const day = 24 * 60 * 60 * 1000;

export function demoNews(now = Date.now()): Array<Omit<NewNewsItem, 'images'>> {
  return [
    {
      title: 'Admissions open for the new academic year',
      date: now - 2 * day,
      description:
        '<p>Applications are open for all diploma and certificate programmes. <strong>No donation</strong> is charged; fees can be paid in instalments.</p>',
    },
    {
      title: 'Hospital visit: students tour a multi-speciality hospital',
      date: now - 9 * day,
      description: '<p>Our Operation Theatre Technician batch spent a day in the theatres and CSSD of a partner hospital.</p>',
    },
    {
      title: 'Free health check-up camp in Nagpur',
      date: now - 20 * day,
      description: '<p>Students of the Patient Care Assistant course ran a blood pressure and blood sugar camp for 300 residents.</p>',
    },
    {
      title: 'Placement drive: 42 students placed',
      date: now - 35 * day,
      description: '<p>Hospitals from Nagpur, Pune and Hyderabad recruited our students for front office, dialysis and imaging roles.</p>',
    },
    {
      title: 'Guest lecture on infection control',
      date: now - 50 * day,
      description: '<p>A senior infection control nurse spoke on hand hygiene, PPE and sterilisation audits.</p>',
    },
    {
      title: 'Annual day celebrations',
      date: now - 70 * day,
      description: '<p>Students and faculty celebrated with cultural performances and an awards ceremony.</p>',
    },
  ];
}

export async function createNewsWithImages(db: DB, item: Omit<NewNewsItem, 'images'>, hue = 200, size: FactoryImageSize = 'demo') {
  const images = [
    await makeStoredImage({ hue, label: item.title.slice(0, 30), ...sized(size, 1600, 1000) }),
    await makeStoredImage({ hue: hue + 30, ...sized(size, 1200, 800) }),
  ];
  return createNewsItem({ item: { ...item, images }, db });
}

export const demoEventTitles = ['Annual day', 'Health camp', 'Hospital visit', 'Graduation ceremony', 'Blood donation drive', 'Sports week'];

/** The demo administrator (README): its password is published, so it exists only on a local site. */
export const DEMO_ADMIN = { name: 'Demo Administrator', email: 'admin@example.org', password: 'Nagpur-Demo-2026' } as const;

/**
 * Creates the demo administrator once; returns whether it exists now. Outside local it never
 * does, whatever SEED_DEMO says (docs/decisions/016-local-conveniences.md): this is the one place
 * that knows the published password, so the rule lives here rather than in each caller.
 */
export async function createDemoAdmin(db: DB, { isLocal = env.isLocal } = {}): Promise<boolean> {
  if (!isLocal) return false;
  const existing = await db.selectFrom('admins').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirst();
  if (!existing) await createAdmin({ input: { ...DEMO_ADMIN }, db, via: 'seed' });
  return true;
}

/**
 * Hindi and Marathi versions the demo site shows on /hi and /mr (issue 22 point 4): a couple of
 * course titles and one news item, kept short (Home's loader data counts in its budget). Everything
 * else falls back to English, as a real site's content would until staff enter more.
 */
export const demoCourseTranslations: Record<string, NewCourse['translations']> = {
  'Patient Care Assistant': { title_hi: 'पेशेंट केयर असिस्टेंट', title_mr: 'पेशंट केअर असिस्टंट' },
  'Operation Theatre Technician': { title_hi: 'ऑपरेशन थिएटर टेक्नीशियन', title_mr: 'ऑपरेशन थिएटर टेक्निशियन' },
};
export const demoNewsTranslations: Record<string, NewNewsItem['translations']> = {
  'Admissions open for the new academic year': {
    title_hi: 'नए शैक्षणिक वर्ष के लिए प्रवेश शुरू',
    title_mr: 'नवीन शैक्षणिक वर्षासाठी प्रवेश सुरू',
    description_hi: '<p>सभी डिप्लोमा और सर्टिफ़िकेट पाठ्यक्रमों के लिए आवेदन शुरू हैं। <strong>कोई डोनेशन नहीं</strong>; शुल्क किस्तों में भरा जा सकता है।</p>',
    description_mr: '<p>सर्व डिप्लोमा आणि सर्टिफिकेट अभ्यासक्रमांसाठी अर्ज सुरू आहेत. <strong>डोनेशन नाही</strong>; शुल्क हप्त्यांमध्ये भरता येते.</p>',
  },
};

/** The demo content of an empty database: eight courses, six news items, six events and, on a local site, the demo administrator. */
export async function seedDemoContent(db: DB) {
  await createDemoAdmin(db);
  const base = Date.now() - 60 * day;
  for (const [index, course] of demoCourses.entries()) {
    const translations = demoCourseTranslations[course.title];
    await createCourseWithImages(db, { ...course, translations, createdAt: base + index * day }, (index * 41) % 360);
  }
  for (const [index, item] of demoNews().entries()) {
    await createNewsWithImages(db, { ...item, translations: demoNewsTranslations[item.title] }, (index * 53 + 190) % 360);
  }
  for (const [index, title] of demoEventTitles.entries()) {
    await createEvent({
      event: { title, image: await makeStoredImage({ hue: (index * 61) % 360, width: 1200, height: 900 }), createdAt: base + index * day },
      db,
    });
  }
}

/** Test-only: a valid PNG header claiming `width`×`height` pixels, with a tiny payload (a decompression bomb). */
export async function makePngClaiming(width: number, height: number) {
  const { crc32, deflateSync } = await import('node:zlib');
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
