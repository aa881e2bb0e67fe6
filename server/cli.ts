import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH } from '../contract/accounts';
import { ConfigError, readConfig } from './env';
import { createMailer } from './mail/mailer';
import { createServices } from './services';
import { openConfiguredDatabase, prepareDatabase } from './start';

const USAGE = `Veedu admin accounts

Usage:
  npm run admin -- create --email <e-mail> [--name <name>] [--password <password>]
  npm run admin -- set-password --email <e-mail> [--password <password>]

Without --password the password is read from standard input (typed, or piped:
  echo 'a-long-secret' | npm run admin -- set-password --email admin@example.com).
Uses the same DATABASE_URL / DATA_DIR as the server. Passwords: at least ${MIN_PASSWORD_LENGTH} characters.
Accounts created here are owners (they manage the team at /admin/team); other members join
by an owner's invitation. Setting a password signs that admin out everywhere.`;

async function readPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(process.stdin.isTTY ? 'New password: ' : '')).trim();
  } finally {
    rl.close();
  }
}

async function run(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || (command !== 'create' && command !== 'set-password') || !values.email) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const password = values.password ?? (await readPassword());
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
    return 2;
  }

  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: { info: () => {}, error: (details, message) => console.error(message, details) },
    });
    const { accounts } = createServices({ db: database.db, mailer, config });
    const email = values.email.trim().toLowerCase();
    const existing = await accounts.findAdmin(email);
    if (command === 'create' && existing) {
      console.error(`An admin with the e-mail ${email} already exists; use set-password.`);
      return 1;
    }
    if (command === 'set-password' && !existing) {
      console.error(`No admin has the e-mail ${email}; use create.`);
      return 1;
    }
    await accounts.upsertAdmin(email, password, values.name ?? '');
    console.log(command === 'create' ? `Admin ${email} created.` : `Password of ${email} changed.`);
    return 0;
  } finally {
    await database.close();
  }
}

run()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
