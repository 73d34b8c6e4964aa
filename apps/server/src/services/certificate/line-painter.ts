import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { familiesFor, fontBytes, type FamilyId, type Weight } from './certificate-fonts.ts';
import { visualRuns, type TextRun } from './text-runs.ts';

const RIGHT_TO_LEFT_LANGUAGES = new Set(['ar', 'he']);

export function isRightToLeft(language: string): boolean {
  return RIGHT_TO_LEFT_LANGUAGES.has(language);
}

export interface LineStyle {
  size: number;
  weight: Weight;
  color: Color;
}

/**
 * Draws single lines of any language on a page: each line is cut into runs (bidi order, a font
 * that has the letters), every run shaped by the font engine, and the runs set side by side.
 * Fonts are embedded as subsets, and only the families a page really uses.
 */
export class LinePainter {
  private readonly fonts = new Map<string, PDFFont>();
  private readonly order: readonly FamilyId[];
  readonly rtl: boolean;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly page: PDFPage,
    language: string,
  ) {
    this.order = familiesFor(language);
    this.rtl = isRightToLeft(language);
  }

  private async font(family: FamilyId, weight: Weight): Promise<PDFFont> {
    const key = `${family}:${weight}`;
    let font = this.fonts.get(key);
    if (!font) {
      font = await this.pdf.embedFont(fontBytes(family, weight), { subset: true });
      this.fonts.set(key, font);
    }
    return font;
  }

  private async measured(text: string, style: LineStyle): Promise<{ run: TextRun; font: PDFFont; width: number }[]> {
    const runs = visualRuns(text, this.rtl ? 'rtl' : 'ltr', this.order);
    const out: { run: TextRun; font: PDFFont; width: number }[] = [];
    for (const run of runs) {
      const font = await this.font(run.family, style.weight);
      out.push({ run, font, width: font.widthOfTextAtSize(run.text, style.size) });
    }
    return out;
  }

  async width(text: string, style: LineStyle): Promise<number> {
    return (await this.measured(text, style)).reduce((sum, piece) => sum + piece.width, 0);
  }

  /** The largest size up to `style.size` (not below `smallest`) at which the line fits `maxWidth`. */
  async fit(text: string, style: LineStyle, maxWidth: number, smallest: number): Promise<LineStyle> {
    let size = style.size;
    while (size > smallest && (await this.width(text, { ...style, size })) > maxWidth) size -= 2;
    return { ...style, size };
  }

  /**
   * Draws a line centred on `x`, or starting at `x` in the reading direction (from the right edge
   * for Arabic and Hebrew). Answers the horizontal extent it took.
   */
  async draw(text: string, at: { x: number; y: number; align: 'center' | 'start' }, style: LineStyle): Promise<{ left: number; right: number }> {
    const pieces = await this.measured(text, style);
    const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
    const left = at.align === 'center' ? at.x - total / 2 : this.rtl ? at.x - total : at.x;
    let x = left;
    for (const piece of pieces) {
      this.page.drawText(piece.run.text, { x, y: at.y, size: style.size, font: piece.font, color: style.color });
      x += piece.width;
    }
    return { left, right: left + total };
  }
}
