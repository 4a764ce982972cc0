import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { MusicianDetail } from '../../../lib/api/generated/types.gen';
import { checkPhotoFile } from '../form/photoRules';
import { draftOf, profileInputOf, type ProfileDraft, type ProfileTextField } from '../form/profileDraft';
import type { FormFailure, ProfileMessage } from '../form/profileMessage';
import { hasErrors, serverFieldErrors, validateProfile, type ProfileFieldErrors } from '../form/profileRules';
import { failureReason, photoFailure, updateProfile, uploadPhoto } from '../shared/profileCalls';

export interface ProfileEditor {
  draft: ProfileDraft;
  fieldErrors: ProfileFieldErrors;
  photoStatus: 'idle' | 'checking' | 'uploading';
  photoMessage: ProfileMessage | undefined;
  failure: FormFailure | undefined;
  saving: boolean;
  edit: (field: ProfileTextField, value: string) => void;
  choosePhoto: (file: Blob) => Promise<void>;
  /** Checks the rules and saves with updateMusicianProfile; resolves true when saved. Nothing typed is lost on failure. */
  save: () => Promise<boolean>;
}

/** The profile edit form's state, starting from the registered profile (the same rules and photo path as step 1). */
export function useProfileEditor(musician: MusicianDetail): ProfileEditor {
  const [draft, setDraft] = useState(() => draftOf(musician));
  const [fieldErrors, setFieldErrors] = useState<ProfileFieldErrors>({});
  const [photoStatus, setPhotoStatus] = useState<ProfileEditor['photoStatus']>('idle');
  const [photoMessage, setPhotoMessage] = useState<ProfileMessage>();
  const [failure, setFailure] = useState<FormFailure>();
  const [saving, setSaving] = useState(false);
  const draftRef = useRef(draft);
  // The draft save() reads: kept current on every commit, before the rendered form can be submitted.
  useLayoutEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  const edit = useCallback((field: ProfileTextField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setFieldErrors(({ [field]: _fixed, ...rest }) => rest);
  }, []);

  const choosePhoto = useCallback(async (file: Blob) => {
    setPhotoMessage(undefined);
    setPhotoStatus('checking');
    const refused = await checkPhotoFile(file).catch((): ProfileMessage => ({ key: 'musicianProfile:rule.photoType' }));
    if (refused) {
      setPhotoMessage(refused);
      setPhotoStatus('idle');
      return;
    }
    setPhotoStatus('uploading');
    try {
      const stored = await uploadPhoto(file);
      setDraft((previous) => ({ ...previous, photoFileId: stored.fileId, photoUrl: stored.url }));
    } catch (error) {
      setPhotoMessage(photoFailure(error));
    } finally {
      setPhotoStatus('idle');
    }
  }, []);

  const save = useCallback(async () => {
    const errors = validateProfile(draftRef.current);
    setFieldErrors(errors);
    setFailure(undefined);
    if (hasErrors(errors)) return false;
    setSaving(true);
    try {
      await updateProfile(profileInputOf(draftRef.current));
      return true;
    } catch (error) {
      setFailure({ title: { key: 'errors:failure.profileUpload' }, reason: failureReason(error) });
      setFieldErrors(serverFieldErrors(error));
      return false;
    } finally {
      setSaving(false);
    }
  }, []);

  return { draft, fieldErrors, photoStatus, photoMessage, failure, saving, edit, choosePhoto, save };
}
