import { assign, fromPromise, not, setup } from 'xstate';
import type { Music, MusicianDetail, StoredFile } from '../../../lib/api/generated/types.gen';
import { MAX_TRACKS_PER_MUSICIAN } from '../../../lib/domain/limits';
import { checkPhotoFile } from '../form/photoRules';
import { draftOf, emptyDraft, profileInputOf, type ProfileDraft, type ProfileTextField } from '../form/profileDraft';
import type { FormFailure, ProfileMessage } from '../form/profileMessage';
import { hasErrors, serverFieldErrors, validateProfile, type ProfileFieldErrors } from '../form/profileRules';
import { failureReason, hasOwnProfile, isProfileNotRegistered, loadOwnProfile, photoFailure, registerProfile, updateProfile, uploadPhoto } from '../shared/profileCalls';
import { clearDraft, saveDraft } from './draftStorage';

export interface RegistrationInput {
  userId: number;
  /** The draft left before a reload, if any. */
  restoredDraft?: ProfileDraft;
}

export interface RegistrationContext {
  userId: number;
  draft: ProfileDraft;
  /** Whether `draft` came back from storage (then it wins over a registered profile's values). */
  restored: boolean;
  fieldErrors: ProfileFieldErrors;
  /** The photo field's message: a rule the chosen file breaks, or its upload failure. */
  photoMessage?: ProfileMessage;
  /** The chosen photo while it is checked and uploaded. */
  pendingPhoto?: Blob;
  failure?: FormFailure;
  /** Set once step 1 is saved (or the profile existed). */
  musicianId?: number;
  /** The musician's tracks (existing ones, then those saved in step 2). */
  tracks: Music[];
  /** The profile was registered before this visit: step 2 says so and links to the profile. */
  alreadyRegistered: boolean;
  loadError?: unknown;
}

export type RegistrationEvent =
  | { type: 'EDIT'; field: ProfileTextField; value: string }
  | { type: 'PHOTO_CHOSEN'; file: Blob }
  | { type: 'SAVE' }
  /** The step-2 tab: allowed only once step 1 is saved. */
  | { type: 'GO_TO_MUSIC' }
  | { type: 'BACK' }
  | { type: 'TRACK_SAVED'; music: Music }
  | { type: 'ADD_ANOTHER' }
  /** Closes the track form without saving (only once a track is saved; otherwise the form is step 2 itself). */
  | { type: 'CLOSE_TRACK_FORM' }
  | { type: 'FINISH' }
  | { type: 'RETRY' };

const validMusicianId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/**
 * Musician registration (docs/decisions/0003-flows-as-machines.md): checking (has a profile?) -> information (step 1: edit, photo
 * checked by its first bytes then uploaded, save) -> music (step 2: add up to 3 tracks, or none) -> done.
 * Going back keeps what was typed; every edit is kept in storage per user until registration completes.
 */
export const registrationMachine = setup({
  types: { context: {} as RegistrationContext, events: {} as RegistrationEvent, input: {} as RegistrationInput },
  actors: {
    /** The existing profile, or undefined when none is registered yet. */
    checkProfile: fromPromise<MusicianDetail | undefined>(async () => {
      if (!(await hasOwnProfile())) return undefined;
      try {
        return await loadOwnProfile();
      } catch (error) {
        if (isProfileNotRegistered(error)) return undefined; // deleted in between
        throw error;
      }
    }),
    checkPhoto: fromPromise<ProfileMessage | undefined, Blob>(({ input }) => checkPhotoFile(input)),
    uploadPhoto: fromPromise<StoredFile, Blob>(({ input }) => uploadPhoto(input)),
    /** Registers the profile, or updates it when step 1 was saved before (back from step 2). */
    saveProfile: fromPromise<MusicianDetail, { draft: ProfileDraft; musicianId: number | undefined }>(({ input }) =>
      input.musicianId === undefined ? registerProfile(profileInputOf(input.draft)) : updateProfile(profileInputOf(input.draft)),
    ),
  },
  actions: {
    persistDraft: ({ context }) => saveDraft(context.userId, context.draft),
    clearDraft: ({ context }) => clearDraft(context.userId),
  },
  guards: {
    profileFound: ({ event }) => (event as { output?: MusicianDetail }).output !== undefined,
    draftValid: ({ context }) => !hasErrors(validateProfile(context.draft)),
    photoRejected: ({ event }) => (event as { output?: ProfileMessage }).output !== undefined,
    savedWithMusicianId: ({ event }) => validMusicianId((event as { output?: MusicianDetail }).output?.musicianId),
    hasMusicianId: ({ context }) => context.musicianId !== undefined,
    hasNoTracks: ({ context }) => context.tracks.length === 0,
    belowTrackLimit: ({ context }) => context.tracks.length < MAX_TRACKS_PER_MUSICIAN,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    userId: input.userId,
    draft: input.restoredDraft ?? emptyDraft(),
    restored: input.restoredDraft !== undefined,
    fieldErrors: {},
    tracks: [],
    alreadyRegistered: false,
  }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'checkProfile',
        onDone: [
          {
            guard: 'profileFound',
            target: 'music',
            actions: assign(({ context, event }) => ({
              musicianId: event.output!.musicianId,
              tracks: event.output!.tracks,
              draft: context.restored ? context.draft : draftOf(event.output!),
              alreadyRegistered: !context.restored,
            })),
          },
          { target: 'information' },
        ],
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      on: { RETRY: 'checking' },
    },
    information: {
      initial: 'editing',
      on: {
        EDIT: {
          actions: [
            assign(({ context, event }) => {
              const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors;
              void _fixed;
              return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors };
            }),
            'persistDraft',
          ],
        },
        PHOTO_CHOSEN: { target: '.checkingPhoto', actions: assign({ pendingPhoto: ({ event }) => event.file, photoMessage: undefined }) },
        GO_TO_MUSIC: [
          { guard: 'hasMusicianId', target: 'music', actions: assign({ failure: undefined }) },
          { actions: assign({ failure: { title: { key: 'errors:code.MUSICIAN_PROFILE_NOT_REGISTERED' } } }) },
        ],
      },
      states: {
        editing: {
          on: {
            SAVE: [
              { guard: 'draftValid', target: 'saving', actions: assign({ fieldErrors: {}, failure: undefined }) },
              { actions: assign({ fieldErrors: ({ context }) => validateProfile(context.draft), failure: undefined }) },
            ],
          },
        },
        checkingPhoto: {
          invoke: {
            src: 'checkPhoto',
            input: ({ context }) => context.pendingPhoto!,
            onDone: [
              { guard: 'photoRejected', target: 'editing', actions: assign({ photoMessage: ({ event }) => event.output, pendingPhoto: undefined }) },
              { target: 'uploadingPhoto' },
            ],
            onError: { target: 'editing', actions: assign({ photoMessage: { key: 'musicianProfile:rule.photoType' }, pendingPhoto: undefined }) },
          },
        },
        uploadingPhoto: {
          invoke: {
            src: 'uploadPhoto',
            input: ({ context }) => context.pendingPhoto!,
            onDone: {
              target: 'editing',
              actions: [
                assign(({ context, event }) => ({
                  draft: { ...context.draft, photoFileId: event.output.fileId, photoUrl: event.output.url },
                  pendingPhoto: undefined,
                })),
                'persistDraft',
              ],
            },
            onError: { target: 'editing', actions: assign({ photoMessage: ({ event }) => photoFailure(event.error), pendingPhoto: undefined }) },
          },
        },
        saving: {
          invoke: {
            src: 'saveProfile',
            input: ({ context }) => ({ draft: context.draft, musicianId: context.musicianId }),
            onDone: [
              { guard: 'savedWithMusicianId', target: '#registration.music', actions: assign({ musicianId: ({ event }) => event.output.musicianId }) },
              { target: 'editing', actions: assign({ failure: { title: { key: 'errors:failure.musicianIdNotFound' } } }) },
            ],
            onError: {
              target: 'editing',
              actions: assign({
                failure: ({ event }) => ({ title: { key: 'errors:failure.profileUpload' }, reason: failureReason(event.error) }),
                fieldErrors: ({ event }) => serverFieldErrors(event.error),
              }),
            },
          },
        },
      },
    },
    music: {
      initial: 'entering',
      entry: assign({ failure: undefined, fieldErrors: {} }),
      on: {
        BACK: { target: 'information', actions: assign({ alreadyRegistered: false }) },
        FINISH: 'done',
      },
      states: {
        entering: {
          always: [{ guard: 'hasNoTracks', target: 'adding' }, { target: 'reviewing' }],
        },
        adding: {
          on: {
            TRACK_SAVED: { target: 'reviewing', actions: assign({ tracks: ({ context, event }) => [...context.tracks, event.music] }) },
            CLOSE_TRACK_FORM: { guard: not('hasNoTracks'), target: 'reviewing' },
          },
        },
        reviewing: {
          on: { ADD_ANOTHER: { guard: 'belowTrackLimit', target: 'adding' } },
        },
      },
    },
    done: {
      type: 'final',
      entry: 'clearDraft',
    },
  },
});
