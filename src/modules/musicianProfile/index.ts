/** The musician's own screens: registration (step 1 information, step 2 music), the profile and its edit. */
export { RegistrationPage } from './registration/RegistrationPage';
export { OwnProfilePage } from './profile/OwnProfilePage';
export { ProfileEditPage } from './edit/ProfileEditPage';
