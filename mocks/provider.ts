import type { HttpHandler } from 'msw';
import { createAttemptThrottle } from './auth/attemptThrottle';
import { throttleBudgets } from './auth/throttleBudgets';
import { systemClock, type Clock } from './clock';
import { defaultSettings, type MockContext, type MockSettings } from './context';
import { createControlHandlers } from './control/handlers';
import { createFaultRegistry } from './control/faults';
import { createDatabase } from './db/database';
import { operations } from './handlers';
import { toMswHandler } from './http/operation';
import { seedDatabase } from './seed';
import { inThreadAudioJobs, type AudioJobs } from './media/audioJobs';
import type { GeneratedAudioStore } from './media/audio/generatedAudioStore';
import type { CoverProcessor } from './media/covers/processor';
import { plainAnalyzer, type TextAnalyzer } from './search/textAnalyzer';
import type { BlobStore } from './storage/blobStore';
import { createMemoryBlobStore } from './storage/memoryBlobStore';

export interface MockProviderOptions {
  blobs?: BlobStore;
  /** Resized copies of covers (Node only, e.g. `createSharpCoverProcessor()`); none without it. */
  covers?: CoverProcessor;
  /** The seed's audio rendered once and kept (Node only, e.g. `createDiskAudioCache()`); rendered in memory without it. */
  audio?: GeneratedAudioStore;
  /** Where audio files are analysed (Node: `createThreadAudioJobs().jobs`, a worker thread); the calling thread without it. */
  audioJobs?: AudioJobs;
  /** How search reads Korean (Node: `await loadKoreanAnalyzer()`); words and English stems without it. */
  analyzer?: TextAnalyzer;
  clock?: Clock;
  settings?: Partial<MockSettings>;
}

export interface MockProvider {
  ctx: MockContext;
  /** The contract's operations followed by the mock-only control endpoints. */
  handlers: HttpHandler[];
  /** Empties the store and the stored bytes, clears faults and attempt counts, restores the settings and seeds again. */
  reset(): Promise<void>;
}

/** The mock provider: one store, one set of handlers, used by vitest, the service worker and the local server. */
export async function createMockProvider(options: MockProviderOptions = {}): Promise<MockProvider> {
  const initialSettings: MockSettings = { ...defaultSettings, ...options.settings };
  const clock = options.clock ?? systemClock;
  const settings = { ...initialSettings };
  const ctx: MockContext = {
    db: createDatabase(),
    blobs: options.blobs ?? createMemoryBlobStore(),
    clock,
    settings,
    faults: createFaultRegistry(),
    throttle: createAttemptThrottle(() => clock.now(), throttleBudgets(settings)),
    covers: options.covers,
    audio: options.audio,
    audioJobs: options.audioJobs ?? inThreadAudioJobs,
    analyzer: options.analyzer ?? plainAnalyzer,
  };
  const provider: MockProvider = {
    ctx,
    handlers: [],
    async reset() {
      ctx.faults.clear();
      ctx.throttle.clearAll();
      Object.assign(ctx.settings, initialSettings);
      await ctx.blobs.clear();
      // A new store is much faster than emptying the old one record by record; handlers reach it through ctx.
      ctx.db = createDatabase();
      await seedDatabase(ctx);
    },
  };
  provider.handlers = [...createControlHandlers(provider), ...operations.map((operation) => toMswHandler(operation, ctx))];
  await seedDatabase(ctx);
  return provider;
}
