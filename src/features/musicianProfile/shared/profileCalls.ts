import { errorMessageKey, isApiError } from '../../../lib/api/errorMessages';
import {
  checkMusicianProfile,
  deleteMusic,
  getMyMusicianProfile,
  registerMusicianProfile,
  updateMusicianProfile,
  uploadMusicianPhoto,
} from '../../../lib/api/generated/sdk.gen';
import type { MusicianDetail, MusicianProfileInput, StoredFile } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import { reloadCurrentUser } from '../../../lib/auth/auth';
import type { ProfileMessage } from '../form/profileMessage';

/** The logged-in musician's own profile with tracks (404 `MUSICIAN_PROFILE_NOT_REGISTERED` when none yet). */
export function loadOwnProfile(signal?: AbortSignal): Promise<MusicianDetail> {
  return resultData(getMyMusicianProfile(signal ? { signal } : {}));
}

/** Whether the logged-in user has a musician profile (a 200 either way, so nothing is logged as failed). */
export async function hasOwnProfile(): Promise<boolean> {
  return (await resultData(checkMusicianProfile())).profile;
}

/** Registration step 1: the new profile; the session user is reloaded so every screen sees its musician id. */
export async function registerProfile(input: MusicianProfileInput): Promise<MusicianDetail> {
  const registered = await resultData(registerMusicianProfile({ body: input }));
  reloadCurrentUser();
  return registered;
}

/** Saves an edit of the registered profile. */
export function updateProfile(input: MusicianProfileInput): Promise<MusicianDetail> {
  return resultData(updateMusicianProfile({ body: input }));
}

/** Uploads a profile photo (multipart); answers the stored file to reference as `photoFileId`. */
export function uploadPhoto(file: Blob): Promise<StoredFile> {
  return resultData(uploadMusicianPhoto({ body: { file } }));
}

/** Deletes one of the musician's tracks. */
export async function deleteTrack(musicFileId: number): Promise<void> {
  await resultData(deleteMusic({ path: { musicFileId } }));
}

/** Whether a failure means the musician has no profile yet. */
export function isProfileNotRegistered(error: unknown): boolean {
  return isApiError(error) && error.code === 'MUSICIAN_PROFILE_NOT_REGISTERED';
}

/** The reason of a failed call as a message (the code's translation, or no network, or the fallback). */
export function failureReason(error: unknown): ProfileMessage {
  return { key: `errors:${errorMessageKey(error, error instanceof TypeError ? 'network' : 'unknown')}` };
}

/**
 * Why a photo upload failed: the server's type or size refusal as it says it, anything else as the spec's
 * photo upload failure.
 */
export function photoFailure(error: unknown): ProfileMessage {
  if (isApiError(error) && (error.code === 'FILE_TYPE_NOT_ALLOWED' || error.code === 'FILE_TOO_LARGE')) return failureReason(error);
  return { key: 'errors:failure.photoUpload' };
}
