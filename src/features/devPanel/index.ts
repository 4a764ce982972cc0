/**
 * Developer panel: the mock provider's control panel (faults, outbox, tokens, pending users), only in builds that embed the mock.
 *
 * The feature's public face: the app and the features allowed to depend on it (docs/architecture.md) import
 * only what is exported here; everything else in this folder is its own.
 */
export { DevPanelHost, DevPanelLauncher } from './DevPanelLauncher';
