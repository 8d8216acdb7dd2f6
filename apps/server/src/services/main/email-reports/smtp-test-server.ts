import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port, for tests: it keeps every mail it accepts (parsed)
 * and can be told to refuse recipients, as a full mailbox or a strict relay would.
 */
export async function startSmtpTestServer() {
  const received: ParsedMail[] = [];
  const state = { refusing: false, recipientsOffered: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      state.recipientsOffered += 1;
      if (!state.refusing) return callback();
      const refusal = new Error('Mailbox unavailable') as Error & { responseCode: number };
      refusal.responseCode = 550;
      callback(refusal);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    /** How many times a sender got as far as naming the recipient (each try of a mail). */
    get recipientsOffered() {
      return state.recipientsOffered;
    },
    refuse(refusing: boolean) {
      state.refusing = refusing;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;

/** An address where nothing listens: a mail server that is down. */
export async function unusedSmtpUrl(): Promise<string> {
  const probe = await startSmtpTestServer();
  const url = probe.url;
  await probe.close();
  return url;
}
