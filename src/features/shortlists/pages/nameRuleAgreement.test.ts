import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { createShortlist } from '../../../lib/api/generated/sdk.gen';
import { shortlistNameProblem } from '../menu/shortlistRules';
import { nameError } from './validation';

describe("one shortlist name rule: the menu, the list's page and the provider agree", () => {
  const api = useTestApi();
  const names = ['🎬'.repeat(31), '🎬'.repeat(60), '🎬'.repeat(61), '가'.repeat(60), '가'.repeat(61), '  ', '\u200B'];

  it('on every name, 31 emoji among them (they passed the menu and the provider and were refused on the page)', async () => {
    const client = await api().clientFor('user@cue.test');
    for (const name of names) {
      const menu = shortlistNameProblem(name) === undefined;
      const page = nameError(name) === undefined;
      const provider = (await createShortlist({ client, body: { name } })).response?.status === 201;
      expect({ name, menu, page }).toEqual({ name, menu: provider, page: provider });
    }
    expect(nameError('🎬'.repeat(31))).toBeUndefined();
  });
});
