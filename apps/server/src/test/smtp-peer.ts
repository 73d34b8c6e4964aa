import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part of a multipart message, if it has one. */
  html: string | null;
  /** Header names lower-cased. */
  headers: Map<string, string>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index] ?? '';
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface MailPart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): MailPart {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

function decodedBody(part: MailPart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(part.body)
      : encoding === 'base64'
        ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : part.body;
  return text.replace(/\r\n/g, '\n');
}

/** The leaf parts of a message: itself, or the parts of a multipart body (one level deep, as we send). */
function leafParts(part: MailPart): MailPart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => splitPart(chunk.replace(/^\r\n/, '')))
    .flatMap(leafParts);
}

/** A header as a mail client shows it: RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Reads a text or multipart/alternative message the way a mail client would (mailparser does not install here). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const ofType = (type: string) => parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith(type));
  const textPart = ofType('text/plain') ?? parts[0] ?? message;
  const htmlPart = ofType('text/html');
  return {
    to,
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: decodedBody(textPart),
    html: htmlPart ? decodedBody(htmlPart) : null,
    headers: message.headers,
  };
}

/** A real SMTP server on a free local port that keeps what it receives; it can refuse the first messages. */
export class SmtpPeer {
  readonly received: ReceivedMail[] = [];
  refuseNext = 0;
  private readonly server: SMTPServer;
  private port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refuseNext > 0) {
            this.refuseNext -= 1;
            const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
            callback(error);
            return;
          }
          const to = session.envelope.rcptTo.map((address) => address.address);
          this.received.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          callback();
        });
      },
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for a message to an address (the sender loop runs on its own schedule). */
  async waitFor(address: string, matching: RegExp = /./, timeoutMs = 10_000): Promise<ReceivedMail> {
    const started = Date.now();
    for (;;) {
      const found = this.received.find((mail) => mail.to.includes(address) && matching.test(mail.subject));
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The first link in a mail whose path starts with `pathStart`, and its token. */
export function linkIn(mail: ReceivedMail, pathStart: string): { url: URL; token: string } {
  const match = mail.text.match(/https?:\/\/\S+/g)?.map((link) => new URL(link)).find((link) => link.pathname.startsWith(pathStart));
  if (!match) throw new Error(`no ${pathStart} link in: ${mail.text}`);
  return { url: match, token: match.searchParams.get('token') ?? '' };
}
