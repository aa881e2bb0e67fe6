import net from 'node:net';

/**
 * A minimal SMTP server for tests, on 127.0.0.1: enough of RFC 5321 for nodemailer (no TLS, no
 * auth). It refuses mail with a temporary 451 while `accepting` is false, and may hold its answer
 * to a message (`delayMs`) to keep a send in progress.
 */
export interface SmtpTestServer {
  url: string;
  /** Messages received, as RFC 822 text with `\n` line ends. */
  messages: string[];
  accepting: boolean;
  /** How long the answer to a message's data is held. */
  delayMs: number;
  /** Recipients refused with this reply to RCPT (a bounce: `550 5.1.1 ...`), by address. */
  refused: Map<string, string>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    let buffer = '';
    let data: string[] | null = null;
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          const message = data.join('\n');
          data = null;
          setTimeout(() => {
            state.messages.push(message);
            reply('250 2.0.0 queued');
          }, state.delayMs);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          reply(state.accepting ? '250 2.1.0 ok' : '451 4.3.0 try again later');
        } else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '';
          reply(state.refused.get(address) ?? '250 2.1.5 ok');
        } else if (verb === 'DATA') {
          data = [];
          reply('354 end with .');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
    reply('220 localhost test SMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const state: SmtpTestServer = {
    url: `smtp://127.0.0.1:${port}`,
    messages: [],
    accepting: true,
    delayMs: 0,
    refused: new Map(),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return state;
}
