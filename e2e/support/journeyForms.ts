import type { Locator } from 'playwright-core';
import { testFile, type TestFileName } from '../../features/support/testFiles';
import type { Pair } from '../../mocks/seed/vocabulary';
import type { JourneyApp } from './journeyApp';

/** An accessible name that starts with a field's label (the label is followed by "(required)" or "(optional)"). */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** What a musician types in step 1 (musician information). */
export interface MusicianInformation {
  name: Pair;
  intro: Pair;
  bio: Pair;
  contactName: string;
  contactEmail: string;
  instagramId: string;
  portfolioUrl: string;
}

/** Fills the musician information form (registration step 1 or profile edit) and chooses the photo file. */
export async function fillMusicianInformation(app: JourneyApp, information: MusicianInformation, photo: TestFileName): Promise<void> {
  const { t } = app;
  const form = app.main().getByRole('form', { name: t('musicianProfile:form.label'), exact: true });
  const box = (key: 'nameKo' | 'nameEn' | 'introKo' | 'introEn' | 'bioKo' | 'bioEn' | 'contactName' | 'contactEmail' | 'instagramId' | 'portfolioUrl') =>
    form.getByRole('textbox', { name: labelled(t(`musicianProfile:form.${key}`)) });
  await box('nameKo').fill(information.name.ko);
  await box('nameEn').fill(information.name.en);
  await box('introKo').fill(information.intro.ko);
  await box('introEn').fill(information.intro.en);
  await box('bioKo').fill(information.bio.ko);
  await box('bioEn').fill(information.bio.en);
  await box('contactName').fill(information.contactName);
  await box('contactEmail').fill(information.contactEmail);
  await box('instagramId').fill(information.instagramId);
  await box('portfolioUrl').fill(information.portfolioUrl);
  await form.getByLabel(labelled(t('musicianProfile:form.photo'))).setInputFiles(testFile(photo));
  // Once checked and uploaded, the photo shows as the preview (the form says nothing more).
  await form.getByRole('img', { name: t('musicianProfile:form.photoPreview'), exact: true }).waitFor();
  await form.getByRole('status').waitFor({ state: 'detached' });
}

/** What a musician enters for one track. */
export interface TrackEntry {
  title: Pair;
  description: Pair;
  /** Genre and keywords as the seed labels them (the musician picks them by their label in the interface). */
  genre: Pair;
  keywords: Pair[];
  /** Test files (features/support/testFiles.ts) the musician picks. */
  audio: TestFileName;
  cover: TestFileName;
}

/** The track form on screen (music upload, registration step 2, music edit). */
export function trackForm(app: JourneyApp): Locator {
  return app
    .main()
    .locator('form')
    .filter({ has: app.page.getByRole('group', { name: app.t('uploads:field.keywords'), exact: true }) });
}

/** Fills the track form: titles, descriptions, genre, keywords, music file and cover; then presses Upload. */
export async function uploadTrack(app: JourneyApp, track: TrackEntry): Promise<void> {
  const { t, language } = app;
  const form = trackForm(app);
  await form.getByRole('textbox', { name: labelled(t('uploads:field.titleKo')) }).fill(track.title.ko);
  await form.getByRole('textbox', { name: labelled(t('uploads:field.titleEn')) }).fill(track.title.en);
  await form.getByRole('textbox', { name: labelled(t('uploads:field.descriptionKo')) }).fill(track.description.ko);
  await form.getByRole('textbox', { name: labelled(t('uploads:field.descriptionEn')) }).fill(track.description.en);
  await form.getByRole('combobox', { name: labelled(t('uploads:field.genre')) }).selectOption({ label: track.genre[language] });
  const keywords = form.getByRole('combobox', { name: labelled(t('uploads:field.keywords')) });
  for (const keyword of track.keywords) {
    await keywords.fill(keyword[language]);
    await form.getByRole('listbox').getByRole('option', { name: keyword[language], exact: true }).click();
  }
  await keywords.press('Escape');
  await form.getByText(t('uploads:field.keywordsHelp', { count: track.keywords.length }), { exact: true }).waitFor();
  await form.getByLabel(labelled(t('uploads:field.audioFile'))).setInputFiles(testFile(track.audio));
  await form.getByLabel(labelled(t('uploads:field.coverFile'))).setInputFiles(testFile(track.cover));
  await form.getByRole('button', { name: t('uploads:action.upload'), exact: true }).click();
}
