import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSubscribers, mailOutbox, searchAlerts } from '../../db/schema';
import { permanentRefusal } from '../../mail/outbox';
import { startSmtpTestServer, type SmtpTestServer } from '../../mail/smtp-test-server';
import { insertListing } from '../../testing/listings';
import { readMail } from '../../testing/mail-text';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 36, item 4's last sentence: an address whose server refuses alert mail for good, as SMTP
 * answers it (a 5xx to the recipient), receives nothing more; a refusal as unwanted (5.7.x) is
 * recorded as a complaint. A temporary refusal (4xx) is retried, as any mail. Through a real SMTP
 * conversation with a test server on this machine.
 */

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url },
    outbox: { pollMs: 50, retryBaseMs: 50 },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function confirmedAlert(email: string): Promise<void> {
  await t.app.inject({
    method: 'POST',
    url: '/api/alerts/',
    payload: { email, query: 'type=rent', frequency: 'instant', language: 'en' },
  });
  await t.app.services.outbox.whenIdle();
  const mail = smtp.messages.map(readMail).findLast((message) => message.headers.to === email);
  const token = /\/alerts\/confirm\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/alerts/confirm/',
    payload: { token },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

async function subscriber(email: string) {
  const [row] = await t.database.db
    .select()
    .from(alertSubscribers)
    .where(eq(alertSubscribers.email, email));
  return row;
}

describe('refused alert mail', () => {
  it.each([
    ['550 5.1.1 <bounced@example.in>: no such mailbox', 'bounce'],
    ['554 5.7.1 Message refused as unwanted', 'complaint'],
  ] as const)(
    'stops an address refused with "%s" (a %s), and sends it nothing more',
    async (reply, reason) => {
      const email = `${reason}.${Date.now()}@example.in`;
      await confirmedAlert(email);
      smtp.refused.set(email, reply);
      await insertListing(t.database.db, {
        title: 'Flat to let',
        city: 'Kochi',
        type: null,
        propertyFor: 'rent',
      });
      expect(await t.app.services.alertSender.run('instant')).toMatchObject({ mails: 1 });
      await t.app.services.outbox.whenIdle();

      expect(await subscriber(email)).toMatchObject({ stopReason: reason });
      expect((await subscriber(email))?.stoppedAt).toBeInstanceOf(Date);
      // The refused mail is not kept for retries.
      const waiting = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, email));
      expect(waiting).toEqual([]);
      // Nothing more is sent, though the alert is still there for its owner to see.
      smtp.refused.delete(email);
      await insertListing(t.database.db, {
        title: 'Another flat',
        city: 'Kochi',
        type: null,
        propertyFor: 'rent',
      });
      expect(await t.app.services.alertSender.run('instant')).toMatchObject({ mails: 0 });
      const alerts = await t.database.db
        .select()
        .from(searchAlerts)
        .where(eq(searchAlerts.subscriberId, (await subscriber(email))!.id));
      expect(alerts).toHaveLength(1);
    },
  );

  it('reads SMTP answers: 5xx for good, 5.7.x unwanted, 4xx and 5.5.x not the address', () => {
    expect(permanentRefusal({ responseCode: 550, response: '550 5.1.1 no such user' })).toBe(
      'bounce',
    );
    expect(permanentRefusal({ responseCode: 552, response: '552 mailbox full' })).toBe('bounce');
    expect(permanentRefusal({ responseCode: 550, response: '550 5.7.1 spam' })).toBe('complaint');
    expect(permanentRefusal({ responseCode: 451, response: '451 4.3.0 later' })).toBeUndefined();
    expect(permanentRefusal({ responseCode: 500, response: '500 5.5.2 syntax' })).toBeUndefined();
    expect(permanentRefusal(new Error('connect ECONNREFUSED'))).toBeUndefined();
    expect(permanentRefusal(null)).toBeUndefined();
  });
});
