import * as z from 'zod';
import { zUpdateMarketingConsentsBody } from '../../src/lib/api/generated/zod.gen';
import { requireUser } from '../auth/guard';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { toConsents } from '../http/views';
import { toMyData } from './myDataView';

/**
 * The contract's `minProperties: 1` and `additionalProperties: false`, which the generated schema leaves out: a
 * request names at least one channel and nothing else, so a misspelt channel is refused rather than ignored.
 */
const marketingConsentsBody = z
  .strictObject(zUpdateMarketingConsentsBody.shape)
  .refine((body) => body.email !== undefined || body.sms !== undefined, { message: 'Send email, sms or both.' });

/** The user's own consents and data (privacy policy: see, correct, withdraw, take). */
export const privacyOperations = [
  defineOperation({
    operationId: 'updateMarketingConsents',
    method: 'put',
    path: '/api/v1/my/consents/marketing',
    body: marketingConsentsBody,
    async resolve({ ctx, request, body }) {
      const user = requireUser(ctx, request);
      const now = new Date(ctx.clock.now()).toISOString();
      const updated = await ctx.db.users.update(user, {
        data(record) {
          // Only the channels sent: the other keeps its consent and the date it was decided.
          if (body.email !== undefined) {
            record.marketingEmail = body.email;
            record.marketingEmailAt = now;
          }
          if (body.sms !== undefined) {
            record.marketingSms = body.sms;
            record.marketingSmsAt = now;
          }
        },
      });
      return ok(toConsents(updated!), 200, 'Marketing consents saved.');
    },
  }),
  defineOperation({
    operationId: 'exportMyData',
    method: 'get',
    path: '/api/v1/my/data',
    resolve({ ctx, request }) {
      return ok(toMyData(ctx, requireUser(ctx, request)));
    },
  }),
];
