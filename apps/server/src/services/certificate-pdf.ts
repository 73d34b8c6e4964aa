import { PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Certificate } from '@codehop/api';

/**
 * A certificate as an A4 landscape PDF: the learner's name, the course, the date, the number and
 * a QR code that opens the public page (which says whether the certificate is genuine). Drawn
 * with the PDF standard fonts, so characters outside their Latin set are shown without accents or
 * as "?"; the public page shows the name exactly.
 */
export async function certificatePdf(certificate: Certificate, publicLink: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Codehop certificate ${certificate.id}`);
  pdf.setAuthor('Codehop');
  pdf.setCreationDate(new Date(certificate.issued_at));
  pdf.setModificationDate(new Date(certificate.issued_at));
  const page = pdf.addPage([842, 595]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const green = rgb(0.18, 0.48, 0.24);
  const gold = rgb(0.94, 0.71, 0.16);
  const ink = rgb(0.11, 0.08, 0.13);

  page.drawRectangle({ x: 0, y: 0, width: 842, height: 595, color: rgb(1, 0.99, 0.96) });
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: green, borderWidth: 6 });
  page.drawRectangle({ x: 36, y: 36, width: 770, height: 523, borderColor: gold, borderWidth: 2 });

  const centre = (text: string, y: number, font: PDFFont, size: number, color = ink) => {
    const safe = pdfSafe(text, font);
    page.drawText(safe, { x: (842 - font.widthOfTextAtSize(safe, size)) / 2, y, size, font, color });
  };
  centre('CODEHOP', 500, bold, 22, green);
  centre('Certificate of achievement', 450, bold, 34);
  centre('This certifies that', 400, regular, 16);
  centre(certificate.student_name, 350, bold, fitSize(certificate.student_name, bold, 40, 600), green);
  centre(
    certificate.kind === 'course' ? 'completed every level and quiz of the course' : 'finished the first steps of the course',
    310,
    regular,
    16,
  );
  centre(certificate.course_name, 270, bold, 26);
  const date = certificate.issued_at.slice(0, 10);
  page.drawText(`Date: ${date}`, { x: 80, y: 120, size: 13, font: regular, color: ink });
  page.drawText(`Certificate number: ${certificate.id}`, { x: 80, y: 100, size: 13, font: regular, color: ink });
  page.drawText(pdfSafe(`Check it: ${publicLink}`, regular), { x: 80, y: 80, size: 9, font: regular, color: rgb(0.35, 0.35, 0.4) });

  // The QR code as squares, so no image codec is involved.
  const qr = QRCode.create(publicLink, { errorCorrectionLevel: 'M' });
  const modules = qr.modules;
  const size = 110;
  const cell = size / (modules.size + 8);
  const left = 842 - 80 - size;
  const bottom = 70;
  page.drawRectangle({ x: left, y: bottom, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      page.drawRectangle({
        x: left + (col + 4) * cell,
        y: bottom + size - (row + 5) * cell,
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
  page.node.set(PDFName.of('Annots'), pdf.context.obj([link([left, bottom, left + size, bottom + size]), link([80, 76, 560, 90])]));
  return pdf.save({ useObjectStreams: false });
}

/** Latin letters without a decomposition, written the way their languages spell them in ASCII. */
const LATIN: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ø: 'O', ø: 'o', ß: 'ss' };

/** The text with what the standard font cannot encode taken off its accents, or replaced by "?". */
export function pdfSafe(text: string, font: PDFFont): string {
  let out = '';
  for (const char of text) {
    const plain = LATIN[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += encodable(char, font) ? char : encodable(plain, font) && plain !== '' ? plain : '?';
  }
  return out;
}

function encodable(text: string, font: PDFFont): boolean {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
}

function fitSize(text: string, font: PDFFont, preferred: number, width: number): number {
  const safe = pdfSafe(text, font);
  let size = preferred;
  while (size > 14 && font.widthOfTextAtSize(safe, size) > width) size -= 2;
  return size;
}
