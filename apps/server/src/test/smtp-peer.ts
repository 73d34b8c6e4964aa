import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
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

/** Reads a single-part text message the way a mail client would (mailparser does not install here). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { to, subject: headers.get('subject') ?? '', text: text.replace(/\r\n/g, '\n') };
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
