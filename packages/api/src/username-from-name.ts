/**
 * A pasted name as a school username ("Mohammed Al-Farsi", "O'Brien"): letters of any
 * script keep their accents; spaces and apostrophes go, the word after them starting with a capital
 * ("MohammedAl-Farsi", "OBrien", "ZoëMüller"); other characters a username cannot hold are dropped.
 * The server still checks the result (3 to 30 characters).
 */
export function usernameFromName(name: string): string {
  const words = name.normalize('NFC').trim().split(/[\s'’ʼ`´]+/u).filter(Boolean);
  const joined = words.map((word, index) => (index === 0 ? word : word.charAt(0).toLocaleUpperCase() + word.slice(1))).join('');
  return [...joined.replace(/[^\p{L}\p{N}_.-]/gu, '')].slice(0, 30).join('');
}
