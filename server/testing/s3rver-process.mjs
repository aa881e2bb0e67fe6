// An S3-compatible server for the tests (s3rver, on 127.0.0.1, objects in a temporary folder),
// run as a process of its own: `node --openssl-legacy-provider s3rver-process.mjs DIR`. It
// prints `{"port":N}` once listening and stops on SIGTERM. The flag is for s3rver's
// continuation tokens, which it encrypts with DES (legacy in OpenSSL 3).
import S3rver from 's3rver';

const directory = process.argv[2];
if (!directory) {
  console.error('usage: s3rver-process.mjs DIR');
  process.exit(2);
}
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The test run that started it is gone: stop too.
process.on('disconnect', stop);
