import { describe, expect, it } from 'vitest';
import { getMyProfile, updateMusicianProfile, uploadMusicianPhoto } from '../../src/lib/api/generated/sdk.gen';
import { encodePng } from '../media';
import { useTestApi } from '../testing/useTestApi';

describe('photos no profile uses yet are bounded', () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const png = encodePng(2, 2, new Uint8Array(12));

  it('takes 5 unused photos, refuses the 6th, takes more once the profile uses one, and forgets unused ones after 6 h', async () => {
    const { ctx } = api().provider;
    const client = await api().clientFor('musician@cue.test');
    const send = () => uploadMusicianPhoto({ client, body: { file: new Blob([png as BlobPart], { type: 'image/png' }) } });
    const stored: Array<{ fileId: string }> = [];
    for (let index = 0; index < 5; index += 1) stored.push((await send()).data!.data);
    const refused = await send();
    expect([refused.response!.status, refused.error?.code]).toEqual([403, 'UPLOAD_QUOTA_EXCEEDED']);

    // Saving the profile with one of them: it is used, so one more may wait.
    const me = (await getMyProfile({ client })).data!.data;
    const musician = ctx.db.musicians.findFirst((q) => q.where({ userId: me.userId }))!;
    const { name, intro, bio, contactName, contactEmail } = musician;
    const saved = await updateMusicianProfile({
      client,
      body: { name, intro, bio, contactName, contactEmail, photoFileId: stored[0]!.fileId },
    });
    expect(saved.response!.status).toBe(200);
    expect((await send()).response!.status).toBe(201);
    expect((await send()).response!.status).toBe(403);

    // A form left unsaved: 6 h later its photos are deleted (bytes too) and new ones are taken.
    api().clock.advance(ctx.settings.uploadExpirySeconds * 1000 + 1000);
    expect((await send()).response!.status).toBe(201);
    expect(ctx.db.files.findFirst((q) => q.where({ id: stored[1]!.fileId }))).toBeUndefined();
    expect(await ctx.blobs.size(stored[1]!.fileId)).toBeUndefined();
    expect(ctx.db.files.findFirst((q) => q.where({ id: stored[0]!.fileId }))).toBeDefined();
  });
});
