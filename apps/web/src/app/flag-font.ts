import flagFontUrl from 'country-flag-emoji-polyfill/dist/TwemojiCountryFlags.woff2?url';

// Chrome and Edge on Windows, and many Linux machines, have no colour flag glyphs (they show two
// letters instead), so the Twemoji flag font (78 kB, CC-BY 4.0) ships with the app. unicode-range
// limits it to the regional indicator letters, and the browser fetches it only when a flag is
// on screen (the language menu), never on first paint.
export const FLAG_FONT_FACE = `@font-face{font-family:"Codehop Flags";src:url(${flagFontUrl}) format("woff2");unicode-range:U+1F1E6-1F1FF;font-display:swap}`;

export const FLAG_FONT_FAMILY =
  '"Codehop Flags","Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji",sans-serif';
