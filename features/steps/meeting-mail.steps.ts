import { Then } from '@cucumber/cucumber';
import { ok, strictEqual } from 'node:assert/strict';
import { createMockControlClient } from '../../mocks/control/client';
import { currentEnvironment } from '../support/environment';
import { eventually } from '../support/eventually';
import type { CueWorld } from '../support/world';

/** The meetings' mails (mocks/handlers/meetingMail.ts), read from the provider's outbox. */
const control = () => createMockControlClient({ baseUrl: currentEnvironment().server.url });

/** The mails to `email` with this subject (its Korean or English one). */
const mailsTo = async (email: string, subject: string) =>
  (await control().listOutbox(email)).filter((mail) => mail.subject.ko === subject || mail.subject.en === subject);

Then('{string} and {string} have been mailed {string} saying {string}', async function (this: CueWorld, one: string, other: string, subject: string, lead: string) {
  for (const email of [one, other]) {
    await eventually(
      async () => (await mailsTo(email, subject)).flatMap((mail) => [mail.text.ko, mail.text.en]),
      (texts) =>
        ok(
          texts.some((text) => text.includes(lead)),
          `no mail "${subject}" saying "${lead}" to ${email}: ${JSON.stringify(texts)}`,
        ),
    );
  }
});

Then('{string} and {string} have been mailed {string} once', async function (this: CueWorld, one: string, other: string, subject: string) {
  for (const email of [one, other]) {
    await eventually(
      async () => (await mailsTo(email, subject)).length,
      (count) => strictEqual(count, 1, `mails "${subject}" to ${email}`),
    );
  }
});

Then('{string} has not been mailed {string}', async function (this: CueWorld, email: string, subject: string) {
  strictEqual((await mailsTo(email, subject)).length, 0);
});
