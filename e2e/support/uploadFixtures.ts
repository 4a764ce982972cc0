import { createHash } from 'node:crypto';
import { closeSync, createReadStream, ftruncateSync, openSync, writeSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { pcmWavHeader } from '../../mocks/media/wavHeader';

/** A sparse WAV of `size` bytes: a real header, a marker every MiB (so misplaced bytes change the hash), holes between. */
export function writeSparseWav(path: string, size: number): void {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, pcmWavHeader(size - 44));
    for (let at = 1024 * 1024; at + 8 < size; at += 1024 * 1024) writeSync(fd, Buffer.from(`@${(at >>> 20).toString(16).padStart(7, '0')}`), 0, 8, at);
    ftruncateSync(fd, size);
  } finally {
    closeSync(fd);
  }
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 4 * 1024 * 1024 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function sha256OfUrl(url: string): Promise<string> {
  const response = await fetch(url);
  const hash = createHash('sha256');
  for await (const chunk of response.body!) hash.update(chunk);
  return hash.digest('hex');
}

/** Logs a demo account into the page's app (tokens in localStorage, English), then opens `path`. */
export async function logInAndOpen(page: Page, login: string, path: string): Promise<void> {
  await page.goto('/');
  const response = await page.request.post('/api/v1/user/login', { data: { login, password: 'cue-connect-1' } });
  const { data } = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
  await page.evaluate((tokens) => {
    localStorage.setItem('accessToken', tokens.accessToken);
    localStorage.setItem('refreshToken', tokens.refreshToken);
    localStorage.setItem('language', 'en');
  }, data);
  await page.goto(path);
}

/** Fills the track form with a title, the first genre and keyword and the music file, and sends it. */
export async function submitTrack(page: Page, musicPath: string): Promise<void> {
  const form = page.locator('form.app-track-form');
  await form.waitFor();
  await form.locator('input[type="text"]').first().fill('Long Cue');
  await form.locator('select').selectOption({ index: 1 });
  await form.locator('input[role="combobox"]').click();
  await form.getByRole('listbox').getByRole('option').first().click();
  await form.locator('input[role="combobox"]').press('Escape');
  await form.locator('input[type="file"]').first().setInputFiles(musicPath);
  await form.locator('button[type="submit"]').click();
}

/** Records every value of the music file's progress (`data-bytes-uploaded`) into `window.__progress`. */
export async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    const read = () => {
      const value = document.querySelector('[data-kind="audio"]')?.getAttribute('data-bytes-uploaded');
      if (value !== null && value !== undefined && Number(value) !== seen.at(-1)) seen.push(Number(value));
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-bytes-uploaded'] });
  });
}

export const readProgress = (page: Page) => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);

/** Where progress fell back: each drop's peak before it and the value it restarted from. */
export function dropsOf(progress: number[]): Array<{ peak: number; restart: number }> {
  const drops: Array<{ peak: number; restart: number }> = [];
  for (let i = 1; i < progress.length; i++) if (progress[i]! < progress[i - 1]!) drops.push({ peak: progress[i - 1]!, restart: progress[i]! });
  return drops;
}
