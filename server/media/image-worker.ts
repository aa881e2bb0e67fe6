import { existsSync, readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { AppError } from '../errors';
import { type EncodeReply, type EncodeRequest, imageProcessNice } from './image-process';

/**
 * The image process (image-process.ts, decision 033): re-encodes the photos the server sends it,
 * at a lower CPU priority. Linux keeps the nice value per thread, so every thread running now is
 * lowered (Node's and libuv's, some already started by the module loader), before the pipeline,
 * and sharp with it, is loaded: each thread started after inherits it from the one that starts it.
 */
function lowerEveryThread(): void {
  // This thread started with the nice value of the server's thread that forked it.
  const nice = imageProcessNice(getPriority());
  const tasks = existsSync('/proc/self/task') ? readdirSync('/proc/self/task') : ['0'];
  for (const task of tasks) {
    try {
      if (getPriority(Number(task)) < nice) setPriority(Number(task), nice);
    } catch {
      // A thread that ended meanwhile: the photos are made at the server's priority at worst.
    }
  }
}

lowerEveryThread();
const { encodeImage } = await import('./image-pipeline');

process.on('message', (request: EncodeRequest) => {
  const input = typeof request.input === 'string' ? request.input : Buffer.from(request.input);
  encodeImage(input, request.sniffed).then(
    (image) => reply({ id: request.id, ok: true, image }),
    (error: unknown) =>
      reply({
        id: request.id,
        ok: false,
        statusCode: error instanceof AppError ? error.statusCode : null,
        message: error instanceof AppError ? error.detail : String(error),
      }),
  );
});

// The server closed the channel (idle, or it ended): nothing more will come.
process.on('disconnect', () => process.exit(0));
// A stop meant for the server (Ctrl-C reaches the whole process group, systemd signals every
// process of the unit) must not end the photos the server is still waiting for while it drains:
// this process ends when the server does.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => {});

function reply(message: EncodeReply): void {
  if (process.connected) process.send?.(message);
}
