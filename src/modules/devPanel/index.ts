/**
 * The mock developer panel: shown only while the app runs on the embedded mock provider. The host renders
 * the panel (once, in the app); launchers open it from the navigation's foot and the guard layout's header.
 */
export { DevPanelHost, DevPanelLauncher } from './DevPanelLauncher';
