import { describe, expect, it } from 'vitest';
import { resultData } from './resultData';

describe('resultData', () => {
  it('gives the envelope data or throws the error body', async () => {
    await expect(resultData(Promise.resolve({ data: { data: [1, 2] } }))).resolves.toEqual([1, 2]);
    const body = { status: 404, code: 'MUSIC_NOT_FOUND', message: 'x', data: false };
    await expect(resultData(Promise.resolve({ error: body }))).rejects.toBe(body);
    await expect(resultData(Promise.resolve({}))).rejects.toThrow('no data');
  });
});
