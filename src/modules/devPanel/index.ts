/** The mock developer panel: shown only while the app runs on the embedded mock provider. */
export { DevPanelLauncher } from './DevPanelLauncher';
