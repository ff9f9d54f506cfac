import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { subscriptionsContract } from '@/shared/api/contract';

type Detail = subscriptionsContract.SubscriptionDetail;

const require = createRequire(import.meta.url);
// The WOFF files, not the WOFF2 ones: fontkit reads both, but its subsetting of a WOFF2 font's
// transformed glyph table writes past its buffer when the PDF is finished.
const fontFile = (path: string) => readFileSync(require.resolve(path));
let fonts: { latin: Buffer; arabic: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= {
    latin: fontFile('@fontsource/inter/files/inter-latin-400-normal.woff'),
    arabic: fontFile('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff'),
  });

/** Arabic-script letters (Arabic, Urdu): such a value is set in Naskh, right to left, on the right. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

const STATUS_WORDS = { active: 'Active', inactive: 'Inactive', migrated: 'Migrated', unknown: 'Unknown' } as const;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The receipt's rows: the spec's detail fields in its order, with the screen's words for status and expiry. */
function rowsOf(detail: Detail): [label: string, value: string][] {
  const orEmpty = (value: string | null) => value ?? '—';
  return [
    ['Subscription ID', String(detail.id)],
    ['Type', detail.type],
    ['Status', STATUS_WORDS[subscriptionsContract.subscriptionStatusOf(detail.status)]],
    ['Name', orEmpty(detail.name)],
    ['User ID', detail.userId],
    ['Email Address', detail.emailAddress],
    ['Device ID', detail.deviceId],
    ['Platform', detail.platform === 'PLAY_STORE' ? 'Play Store' : 'App Store'],
    ['OS', orEmpty(detail.os)],
    ['Plan ID', orEmpty(detail.planId)],
    ['Package Name', orEmpty(detail.packageName)],
    ['Store Subscription ID', orEmpty(detail.subScriptionId)],
    ['Subscription Pack Name', orEmpty(detail.subScriptionPackName)],
    ['Purchase Type', orEmpty(detail.purchaseType)],
    ['Start Date', detail.startDate],
    ['Expiry Date', detail.expiryDate ?? 'Life Time'],
    ['Auto Renewing', yesNo(detail.autoRenewing)],
    ['Trial Period', orEmpty(detail.trialPeriod)],
    ['Intro Offer Period', orEmpty(detail.introOfferPeriod)],
    ['Notification Type', orEmpty(detail.notificationType)],
    ['Environment', orEmpty(detail.environment)],
    ['iOS Transaction ID', orEmpty(detail.iosTransactionId)],
    ['Created By App ID', orEmpty(detail.createdByAppId)],
    ['Migrated Pro User', yesNo(detail.migratedProUser)],
    ['Retry Required', yesNo(detail.reTryRequired)],
    ['Created', detail.createDate],
    ['Updated', detail.updateDate],
  ];
}

/** A subscription's receipt: a one-page A4 PDF listing its fields, its fonts embedded. */
export function receiptPdf(detail: Detail, now: number): Promise<Buffer> {
  const { latin, arabic } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: 'en',
    info: {
      Title: `Receipt of subscription ${detail.id}`,
      Subject: `Subscription ${detail.id}, ${detail.type}`,
      Creator: 'Back-office',
      CreationDate: new Date(now),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('latin', latin);
  doc.registerFont('arabic', arabic);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = 170;
  const valueX = left + labelWidth;
  const valueWidth = width - labelWidth;

  doc.font('latin').fontSize(20).fillColor('#1f2937').text('Subscription Receipt', left, 50);
  doc.font('latin').fontSize(10).fillColor('#6b7280').text(`Receipt of subscription ${detail.id} · made ${new Date(now).toISOString()}`, left, 78);
  doc.strokeColor('#d1d5db').lineWidth(1).moveTo(left, 98).lineTo(left + width, 98).stroke();

  let y = 110;
  for (const [label, value] of rowsOf(detail)) {
    const isArabic = ARABIC_SCRIPT.test(value);
    doc.font('latin').fontSize(10).fillColor('#6b7280').text(label, left, y, { width: labelWidth - 10 });
    // fontkit shapes and joins an Arabic-script run and lays it out right to left; it is set against the right edge.
    doc.font(isArabic ? 'arabic' : 'latin').fontSize(isArabic ? 12 : 10).fillColor('#111827');
    const options = isArabic ? { width: valueWidth, align: 'right' as const } : { width: valueWidth };
    const height = Math.max(doc.heightOfString(value, options), 14);
    // No-break spaces keep the line one run: pdfkit would otherwise lay out each word on its own, left
    // to right, losing the spaces between right-to-left words.
    doc.text(isArabic ? value.replace(/ /g, '\u00A0') : value, valueX, isArabic ? y - 3 : y, options);
    y += height + 8;
  }
  doc.end();
  return done;
}
