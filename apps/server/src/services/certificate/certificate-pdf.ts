import { PDFDocument, PDFName, PDFString, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Certificate } from '@codehop/api';
import { mailText } from '../../mail-i18n/mail-text.ts';
import { LinePainter, type LineStyle } from './line-painter.ts';
import { pdfFontkit } from './pdf-fontkit.ts';

const WIDTH = 842;
const HEIGHT = 595;
const MARGIN = 80;

function longDate(iso: string, language: string): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(language, options).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

/**
 * A certificate as an A4 landscape PDF in the reader's language: the learner's name exactly as
 * written (any script), the course, the date, the number and a QR code that opens the public page
 * (which says whether the certificate is genuine). Arabic and Hebrew are shaped and set right to
 * left, with the QR code on the left.
 */
export async function certificatePdf(certificate: Certificate, publicLink: string, language: string): Promise<Uint8Array> {
  const t = mailText(language);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(pdfFontkit);
  pdf.setTitle(`Codehop: ${t('certificate.heading')} ${certificate.id}`);
  pdf.setAuthor('Codehop');
  pdf.setLanguage(language);
  pdf.setCreationDate(new Date(certificate.issued_at));
  pdf.setModificationDate(new Date(certificate.issued_at));
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const green = rgb(0.18, 0.48, 0.24);
  const gold = rgb(0.94, 0.71, 0.16);
  const ink = rgb(0.11, 0.08, 0.13);
  const grey = rgb(0.35, 0.35, 0.4);

  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: rgb(1, 0.99, 0.96) });
  page.drawRectangle({ x: 24, y: 24, width: WIDTH - 48, height: HEIGHT - 48, borderColor: green, borderWidth: 6 });
  page.drawRectangle({ x: 36, y: 36, width: WIDTH - 72, height: HEIGHT - 72, borderColor: gold, borderWidth: 2 });

  const painter = new LinePainter(pdf, page, language);
  const style = (size: number, weight: LineStyle['weight'], color = ink): LineStyle => ({ size, weight, color });
  const centre = async (text: string, y: number, wanted: LineStyle, smallest = 12) =>
    painter.draw(text, { x: WIDTH / 2, y, align: 'center' }, await painter.fit(text, wanted, WIDTH - 2 * MARGIN - 40, smallest));

  await centre('CODEHOP', 500, style(22, 'bold', green));
  await centre(t('certificate.heading'), 446, style(34, 'bold'));
  await centre(t('certificate.certifies'), 400, style(16, 'regular'));
  await centre(certificate.student_name, 348, style(40, 'bold', green), 14);
  await centre(t(certificate.kind === 'course' ? 'certificate.course' : 'certificate.firstSteps'), 308, style(16, 'regular'));
  const course = certificate.course_id === 'advanced-python' ? t('certificate.courses.advancedPython') : t('certificate.courses.python');
  await centre(course, 266, style(26, 'bold'));

  // The QR code sits at the end of the reading direction; the lines start at its beginning.
  const qrSize = 110;
  const qrLeft = painter.rtl ? MARGIN : WIDTH - MARGIN - qrSize;
  const qrBottom = 70;
  const start = painter.rtl ? WIDTH - MARGIN : MARGIN;
  await painter.draw(t('certificate.date', { date: longDate(certificate.issued_at, language) }), { x: start, y: 120, align: 'start' }, style(13, 'regular'));
  await painter.draw(t('certificate.number', { id: certificate.id }), { x: start, y: 100, align: 'start' }, style(13, 'regular'));
  const linkLine = await painter.draw(t('certificate.check', { link: publicLink }), { x: start, y: 80, align: 'start' }, style(9, 'regular', grey));

  // The QR code as squares, so no image codec is involved.
  const qr = QRCode.create(publicLink, { errorCorrectionLevel: 'M' });
  const modules = qr.modules;
  const cell = qrSize / (modules.size + 8);
  page.drawRectangle({ x: qrLeft, y: qrBottom, width: qrSize, height: qrSize, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      page.drawRectangle({
        x: qrLeft + (col + 4) * cell,
        y: qrBottom + qrSize - (row + 5) * cell,
        width: cell + 0.05,
        height: cell + 0.05,
        color: rgb(0, 0, 0),
      });
    }
  }
  // The QR code and the link line open the public page when clicked, too.
  const link = (rect: [number, number, number, number]) =>
    pdf.context.register(
      pdf.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], A: { Type: 'Action', S: 'URI', URI: PDFString.of(publicLink) } }),
    );
  page.node.set(
    PDFName.of('Annots'),
    pdf.context.obj([link([qrLeft, qrBottom, qrLeft + qrSize, qrBottom + qrSize]), link([linkLine.left, 76, linkLine.right, 90])]),
  );
  return pdf.save({ useObjectStreams: false });
}
