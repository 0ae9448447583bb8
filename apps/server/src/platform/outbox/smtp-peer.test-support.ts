import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives; tests stop and restart it. */
export const startSmtpPeer = async (port = 0) => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const listening = await new Promise<AddressInfo>((resolve, reject) => {
    server.on('error', reject);
    const net = server.listen(port, '127.0.0.1', () => resolve(net.address() as AddressInfo));
  });
  return {
    port: listening.port,
    url: `smtp://127.0.0.1:${listening.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
