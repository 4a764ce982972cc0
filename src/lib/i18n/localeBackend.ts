import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { isLanguage } from './languages';
import { isNamespace } from './namespaces';

/** Loads one namespace of one language; the bundler turns each JSON file into its own chunk. */
export async function importLocale(language: string, namespace: string): Promise<ResourceKey> {
  if (!isLanguage(language) || !isNamespace(namespace)) {
    throw new Error(`No translations for ${language}/${namespace}`);
  }
  const module = (await import(`./locales/${language}/${namespace}.json`)) as { default: ResourceKey };
  return module.default;
}

/**
 * i18next backend reading `locales/<language>/<namespace>.json` per namespace. A failed load is
 * reported as retryable, so i18next retries it (`maxRetries`, `retryTimeout`, doubling each time).
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    importLocale(language, namespace).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
