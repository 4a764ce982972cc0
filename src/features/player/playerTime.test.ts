// @vitest-environment happy-dom
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n/i18n';
import { namespaces } from '../../lib/i18n/namespaces';
import { seekValueText, spokenDuration } from './playerTime';

beforeAll(async () => {
  await initI18n(namespaces);
});
afterAll(() => changeLanguage('ko'));

const t = () => i18next.getFixedT(null, 'player');

describe('seek slider value text', () => {
  it('reads in Korean', async () => {
    await changeLanguage('ko');
    expect(seekValueText(t(), 65, 200)).toBe('1분 5초 / 3분 20초');
    expect(seekValueText(t(), 0, 32)).toBe('0초 / 32초');
    expect(spokenDuration(t(), 120)).toBe('2분');
  });

  it('reads in English with plurals', async () => {
    await changeLanguage('en');
    expect(seekValueText(t(), 65, 200)).toBe('1 minute 5 seconds of 3 minutes 20 seconds');
    expect(seekValueText(t(), 61, 121)).toBe('1 minute 1 second of 2 minutes 1 second');
    expect(spokenDuration(t(), 0)).toBe('0 seconds');
    expect(spokenDuration(t(), 60)).toBe('1 minute');
  });
});
