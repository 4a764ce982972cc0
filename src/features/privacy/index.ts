/**
 * Privacy: the privacy policy page.
 *
 * The feature's public face: the app and the features allowed to depend on it (docs/architecture.md) import
 * only what is exported here; everything else in this folder is its own.
 */
export { PrivacyPolicyPage } from './PrivacyPolicyPage';
