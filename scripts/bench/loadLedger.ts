/**
 * The writes of a load run as the server answered them: each user's likes, every track's like and play count
 * change, and the uploads. Only answers count: a write that got a success answer must be found afterwards; one
 * whose answer never came (or failed) leaves its state unknown, and is then not checked.
 */

/** A track's state for one user: liked or not, or unknown after a failed write. */
type LikeState = boolean | 'unknown';

export interface CountChange {
  /** Net change the successful answers promise (likes: +1 per new like, -1 per removed one; plays: +1 per counted play). */
  delta: number;
  /** Set when a write on this track failed, so its count cannot be checked. */
  uncertain: boolean;
}

export interface ExpectedUpload {
  uploadId: string;
  length: number;
}

export class LoadLedger {
  /** userKey -> trackId -> state (the simulated users are new accounts, so a track never touched is not liked). */
  readonly likes = new Map<string, Map<number, LikeState>>();
  readonly likeCounts = new Map<number, CountChange>();
  readonly playCounts = new Map<number, CountChange>();
  readonly uploads: ExpectedUpload[] = [];
  /** How many writes were answered with success (each one is checked afterwards). */
  answeredWrites = 0;

  /** What the user's likes hold now as far as the answers say (tracks never touched are false: new accounts like nothing). */
  isLiked(userKey: string, trackId: number): LikeState {
    return this.likes.get(userKey)?.get(trackId) ?? false;
  }

  /** A like (`liked` true) or unlike answered with success, or failed (`answered` false). */
  like(userKey: string, trackId: number, liked: boolean, answered: boolean): void {
    const before = this.isLiked(userKey, trackId);
    const userLikes = this.likes.get(userKey) ?? new Map<number, LikeState>();
    this.likes.set(userKey, userLikes);
    const count = this.change(this.likeCounts, trackId);
    if (!answered) {
      userLikes.set(trackId, 'unknown');
      count.uncertain = true;
      return;
    }
    // A success answer says what the user's like is now, whatever it was; the count moved only if it was known.
    this.answeredWrites += 1;
    userLikes.set(trackId, liked);
    if (before === 'unknown') count.uncertain = true;
    else if (liked !== before) count.delta += liked ? 1 : -1;
  }

  /** A play answered (`counted` as the server said), or failed. */
  play(trackId: number, counted: boolean, answered: boolean): void {
    const count = this.change(this.playCounts, trackId);
    if (!answered) {
      count.uncertain = true;
      return;
    }
    this.answeredWrites += 1;
    if (counted) count.delta += 1;
  }

  /** An upload whose last PATCH was answered with its full length. */
  upload(uploadId: string, length: number): void {
    this.answeredWrites += 1;
    this.uploads.push({ uploadId, length });
  }

  private change(counts: Map<number, CountChange>, trackId: number): CountChange {
    let change = counts.get(trackId);
    if (!change) counts.set(trackId, (change = { delta: 0, uncertain: false }));
    return change;
  }
}
