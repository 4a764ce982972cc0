/**
 * One waveform computation in a process of its own, so its peak memory is its own:
 * `npx tsx scripts/bench/waveformWorker.ts <folder> <blob name> <audio/wav|audio/mpeg> <stated seconds> [analyse]`
 * (with `analyse`, the sound analysis reads the samples in the same pass, as when an upload completes).
 * Streams the file from an on-disk blob store, as the local server does when an upload completes, and prints
 * one JSON line: milliseconds, pairs, resident memory before and at its peak while computing, and the growth of
 * the JavaScript heap plus external memory (buffers, the decoder's WebAssembly memory).
 */
import { createFsBlobStore } from '../../mocks/storage/fsBlobStore';
import { analysisSink } from '../../mocks/media/analysis';
import { computePeaks } from '../../mocks/media/waveform';

const [folder, blobId, contentType, seconds, analyse] = process.argv.slice(2);
const sink = analyse === 'analyse' ? analysisSink() : undefined;
const blobs = createFsBlobStore(folder!);
const size = (await blobs.size(blobId!))!;
const before = process.memoryUsage();
let rssPeak = before.rss;
let heapPeak = before.heapUsed + before.external;
// Sampled between stream pieces (every 256 KiB read), where the computation yields.
const sample = () => {
  const now = process.memoryUsage();
  rssPeak = Math.max(rssPeak, now.rss);
  heapPeak = Math.max(heapPeak, now.heapUsed + now.external);
};
const sampler = setInterval(sample, 20);
const started = performance.now();
const peaks = await computePeaks(contentType as 'audio/wav' | 'audio/mpeg', blobs.stream(blobId!, 0, size), Number(seconds) || null, sink);
const analysis = sink?.result();
const ms = performance.now() - started;
clearInterval(sampler);
sample();
console.log(
  JSON.stringify({
    ms,
    pairs: peaks.data.length / 2,
    durationSeconds: peaks.durationSeconds,
    rssBefore: before.rss,
    rssPeak,
    heapGrowth: heapPeak - before.heapUsed - before.external,
    tempoBpm: analysis?.tempoBpm,
    loudnessLufs: analysis?.loudnessLufs,
  }),
);
