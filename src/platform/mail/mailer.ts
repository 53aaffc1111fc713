
/** An SMTP account (Fineract's `SMTP` external service). */
export interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  /** STARTTLS is required (implicit TLS on port 465). */
  readonly useTLS: boolean;
  readonly username: string | undefined;
  readonly password: string | undefined;
  /** Sender address; the username when unset (as Fineract). */
  readonly fromEmail: string | undefined;
  readonly fromName: string | undefined;
}

export interface MailMessage {
  readonly to: { readonly address: string; readonly name?: string };
  readonly subject: string;
  readonly text: string;
}

/** A message the mail server or gateway did not accept; `reason` is short and safe to show. */
export class DeliveryError extends Error {
  readonly reason: string;
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`delivery failed: ${reason}`, options);
    this.reason = reason;
  }
}

const TIMEOUT_MS = 10_000;
const IMPLICIT_TLS_PORT = 465;

function reasonOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return 'the mail server did not accept the message';
}

/** Sends one plain-text message through the account; a DeliveryError when it is not accepted. */
export async function sendMail(settings: SmtpSettings, message: MailMessage): Promise<void> {
  // Loaded on the first message, not at every start.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.useTLS && settings.port === IMPLICIT_TLS_PORT,
    requireTLS: settings.useTLS,
    ...(settings.username === undefined ? {} : { auth: { user: settings.username, pass: settings.password ?? '' } }),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  const from = settings.fromEmail ?? settings.username;
  if (from === undefined) {
    throw new DeliveryError('no sender address: set fromEmail or username');
  }
  try {
    await transport.sendMail({
      from: { address: from, name: settings.fromName ?? from },
      to: message.to.name === undefined ? message.to.address : { address: message.to.address, name: message.to.name },
      subject: message.subject,
      text: message.text,
    });
  } catch (error) {
    throw new DeliveryError(reasonOf(error), { cause: error });
  } finally {
    transport.close();
  }
}
