import type { Clock } from './clock';
import type { AttemptThrottle } from './auth/attemptThrottle';
import type { FaultRegistry } from './control/faults';
import type { Database } from './db/database';
import type { GeneratedAudioStore } from './media/audio/generatedAudioStore';
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
  /** A password reset link works this long after it was sent. */
  passwordResetSeconds: number;
  /**
   * Attempts allowed per window: wrong passwords per login id, reset requests per email, availability checks per
   * client (mocks/auth/attemptThrottle.ts).
   */
  throttleAttempts: number;
  throttleWindowSeconds: number;
}

export const defaultSettings: MockSettings = {
  accessTokenSeconds: 15 * 60,
  refreshTokenSeconds: 14 * 24 * 60 * 60,
  refreshGraceSeconds: 30,
  uploadExpirySeconds: 24 * 60 * 60,
  passwordResetSeconds: 30 * 60,
  throttleAttempts: 5,
  throttleWindowSeconds: 15 * 60,
};

/** Everything a handler needs: the store, the bytes, the clock, the settings and the injected faults. */
export interface MockContext {
  db: Database;
  blobs: BlobStore;
  clock: Clock;
  settings: MockSettings;
  faults: FaultRegistry;
  /** Counts login, password reset and availability check attempts (429 past the settings' limit). */
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
}
