import type { Clock } from './clock';
import type { AttemptThrottle, ThrottleLimits } from './auth/attemptThrottle';
import type { FaultRegistry } from './control/faults';
import type { Database } from './db/database';
import type { AudioJobs } from './media/audioJobs';
import type { GeneratedAudioStore } from './media/audio/generatedAudioStore';
import type { TextAnalyzer } from './search/textAnalyzer';
import type { CoverProcessor } from './media/covers/processor';
import type { BlobStore } from './storage/blobStore';

export interface MockSettings {
  /** Lifetime of access tokens; short enough that refresh is exercised. */
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /**
   * How long after its rotation a refresh token still answers its family's live pair (a tab that lost the answer,
   * tabs refreshing at once); used again later it revokes its whole family (mocks/auth/tokens.ts).
   */
  refreshGraceSeconds: number;
  /** An unfinished upload is discarded this long after its last change (tus expiration). */
  uploadExpirySeconds: number;
  /** What one user's unfinished uploads may hold at once: how many, and their declared bytes together. */
  uploadQuota: { count: number; bytes: number };
  /** Photos a user may keep that no profile references yet (a profile form not saved); more answer 403. */
  unusedPhotoQuota: number;
  /** New uploads are refused (507) when the disk would keep less than this free after them. */
  storageReserveBytes: number;
  /** A JSON request body larger than this answers 413 unread (mocks/http/bodyLimit.ts). */
  jsonBodyLimitBytes: number;
  /** A track's play is counted at most once per listener (a user, or an anonymous client) within this window. */
  playCountWindowSeconds: number;
  /** A password reset link works this long after it was sent. */
  passwordResetSeconds: number;
  /** Attempts allowed per window: wrong passwords per login id, reset requests per email (mocks/auth/attemptThrottle.ts). */
  throttleAttempts: number;
  throttleWindowSeconds: number;
  /**
   * Email and nickname checks and sign-up attempts together per client, within every one of these windows: a venue
   * behind one address signs 30 people up in 15 minutes (5 calls each: 2 checks, a typo's check, the sign-up and
   * one retry), while one address cannot test more than 200 emails an hour.
   */
  clientCheckBudgets: readonly ThrottleLimits[];
  /** Failed logins per client across every login id (password spraying), within every one of these windows. */
  clientLoginFailureBudgets: readonly ThrottleLimits[];
}

export const defaultSettings: MockSettings = {
  accessTokenSeconds: 15 * 60,
  refreshTokenSeconds: 14 * 24 * 60 * 60,
  refreshGraceSeconds: 30,
  uploadExpirySeconds: 6 * 60 * 60,
  uploadQuota: { count: 10, bytes: 600 * 1024 * 1024 },
  unusedPhotoQuota: 5,
  storageReserveBytes: 2 * 1024 * 1024 * 1024,
  jsonBodyLimitBytes: 1024 * 1024,
  playCountWindowSeconds: 24 * 60 * 60,
  passwordResetSeconds: 30 * 60,
  throttleAttempts: 5,
  throttleWindowSeconds: 15 * 60,
  clientCheckBudgets: [
    { attempts: 150, windowSeconds: 15 * 60 },
    { attempts: 200, windowSeconds: 60 * 60 },
  ],
  clientLoginFailureBudgets: [
    { attempts: 100, windowSeconds: 15 * 60 },
    { attempts: 200, windowSeconds: 60 * 60 },
  ],
};

/** Everything a handler needs: the store, the bytes, the clock, the settings and the injected faults. */
export interface MockContext {
  db: Database;
  blobs: BlobStore;
  clock: Clock;
  settings: MockSettings;
  faults: FaultRegistry;
  /** Counts logins, password reset requests, availability checks and sign-ups (429 past the settings' limits). */
  throttle: AttemptThrottle;
  /**
   * Makes resized copies of covers (Node only: the local server injects sharp); absent in the browser's mock and
   * in tests that do not inject one, where covers have no copies.
   */
  covers?: CoverProcessor;
  /**
   * The seed's generated audio, rendered once and kept (Node only: the local server injects a disk cache); absent in
   * the browser's mock and in most tests, where downloads render it in memory.
   */
  audio?: GeneratedAudioStore;
  /**
   * Computes audio files' waveforms and sound analyses: in a worker thread on the local server, in the calling thread
   * in the browser's mock and in tests (mocks/media/audioJobs.ts).
   */
  audioJobs: AudioJobs;
  /**
   * Reads the texts search indexes and the words it is asked for: the local server injects the Korean analyser
   * (mocks/search/koreanAnalyzer.ts); the browser's mock and most tests use the plain one (words and English stems).
   */
  analyzer: TextAnalyzer;
  /**
   * The origin every absolute link the mock writes starts with (reset mails), from configuration, never from a
   * request (OWASP ASVS: no Host header injection). The local server sets it (its `publicOrigin` option, default
   * its listening address); the browser's and the tests' mocks have none and use the request's own origin.
   */
  publicOrigin?: string;
}
