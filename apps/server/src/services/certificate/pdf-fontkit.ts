import { EventEmitter } from 'node:events';
import * as fontkit from 'fontkit';
import type { Font, FontCollection } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

// pdf-lib embeds fonts through a fontkit it is handed. Its own fork (fontkit 1.x) breaks glyphs
// when it subsets large fonts such as Noto Sans and JP, and cannot shape Devanagari; fontkit 2
// does both right. The one difference pdf-lib meets is the subset's output: a stream in 1.x,
// bytes in 2.x, so the subset is given the stream pdf-lib reads.

function singleFont(font: Font | FontCollection): Font {
  if ('fonts' in font) throw new Error('a font collection is not a certificate font');
  return font;
}

/** A font with a subset that answers `encodeStream()` the way pdf-lib reads it. */
function withStreamingSubset(font: Font): Font {
  const createSubset = font.createSubset.bind(font);
  return Object.assign(font, {
    createSubset() {
      const subset = createSubset();
      return Object.assign(subset, {
        encodeStream() {
          const stream = new EventEmitter();
          queueMicrotask(() => {
            try {
              stream.emit('data', subset.encode());
              stream.emit('end');
            } catch (error) {
              stream.emit('error', error);
            }
          });
          return stream;
        },
      });
    },
  });
}

/** fontkit 2 in the shape pdf-lib's `registerFontkit` takes. */
export const pdfFontkit = {
  create(bytes: Uint8Array) {
    return withStreamingSubset(singleFont(fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))));
  },
} as unknown as Fontkit;

/** A parsed font, for asking which characters it has. */
export function parsedFont(bytes: Uint8Array): Font {
  return singleFont(fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
}
