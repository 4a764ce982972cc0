/**
 * Musician profile: registration, the musician's own profile, its editing and the listener feedback on their tracks.
 *
 * The feature's public face: the app and the features allowed to depend on it (docs/architecture.md) import
 * only what is exported here; everything else in this folder is its own.
 */
export { ProfileEditPage } from './edit/ProfileEditPage';
export { OwnProfilePage } from './profile/OwnProfilePage';
export { RegistrationPage } from './registration/RegistrationPage';
