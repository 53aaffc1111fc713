import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One email as a local SMTP server received it. */
export interface CaughtMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly auth: { readonly username: string; readonly password: string } | undefined;
  readonly subject: string;
  readonly text: string;
  readonly raw: string;
}

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

function decodeBody(head: string, body: string): string {
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(head)) {
    return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  if (/^content-transfer-encoding:\s*base64/im.test(head)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return body;
}

function parseMail(raw: string, from: string, to: string[], auth: CaughtMail['auth']): CaughtMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  return { from, to, auth, subject: header(head, 'subject'), text: decodeBody(head, body).replace(/\r\n/g, '\n').trimEnd(), raw };
}

/**
 * A real SMTP server on 127.0.0.1 (any free port) that keeps every message. No STARTTLS, and AUTH is
 * accepted with any credentials (recorded), so the application's SMTP client runs its real protocol.
 */
export class SmtpCatcher {
  readonly messages: CaughtMail[] = [];
  private readonly server: SMTPServer;
  port = 0;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => callback(null, { user: { username: auth.username ?? '', password: auth.password ?? '' } }),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const user = session.user as { username: string; password: string } | undefined;
          const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
          this.messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, session.envelope.rcptTo.map((r) => r.address), user));
          callback();
        });
      },
    });
  }

  static async start(): Promise<SmtpCatcher> {
    const catcher = new SmtpCatcher();
    catcher.server.listen(0, '127.0.0.1');
    await once(catcher.server.server, 'listening');
    catcher.port = (catcher.server.server.address() as AddressInfo).port;
    return catcher;
  }

  /** The last message received (fails the test when there is none). */
  last(): CaughtMail {
    const mail = this.messages.at(-1);
    if (mail === undefined) {
      throw new Error('no email was received');
    }
    return mail;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** One HTTP request as the local receiver got it. */
export interface CaughtRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A local HTTP server standing in for a message gateway: keeps each request, answers `status` (202 by default). */
export class HttpCatcher {
  readonly requests: CaughtRequest[] = [];
  status = 202;
  port = 0;
  private readonly server: Server;

  private constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(this.status, { 'content-type': 'application/json' }).end('{}');
      });
    });
  }

  static async start(): Promise<HttpCatcher> {
    const catcher = new HttpCatcher();
    catcher.server.listen(0, '127.0.0.1');
    await once(catcher.server, 'listening');
    catcher.port = (catcher.server.address() as AddressInfo).port;
    return catcher;
  }

  last(): CaughtRequest {
    const request = this.requests.at(-1);
    if (request === undefined) {
      throw new Error('no request was received');
    }
    return request;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
