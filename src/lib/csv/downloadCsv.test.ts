// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_MEDIA_TYPE, downloadCsv } from './downloadCsv';

describe('downloading a CSV', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a hidden link to a UTF-8 CSV blob named as asked, then removes the link and releases the URL', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv-1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: Array<{ href: string; download: string; inPage: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });

    downloadCsv('\uFEFF이름\r\n한도윤\r\n', 'industry-profiles');

    expect(clicked).toEqual([{ href: 'blob:csv-1', download: 'industry-profiles.csv', inPage: true }]);
    expect(blobs[0]!.type).toBe(CSV_MEDIA_TYPE);
    expect(new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(document.querySelector('a')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:csv-1');
    vi.useRealTimers();

    downloadCsv('a\r\n', 'report.CSV');
    expect(clicked[1]!.download).toBe('report.CSV');
  });
});
