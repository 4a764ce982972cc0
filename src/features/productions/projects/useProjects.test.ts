import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgramProject, ProgramRound } from '../../../lib/api/generated/types.gen';
import { projectLifecycle } from '../../../lib/domain/program/lifecycles/project';
import { ownerActions } from './useProjects';

const window = { opensAt: '2026-11-01T00:00:00Z', closesAt: '2027-01-31T09:00:00Z' };
const round = (decisionsAnnouncedAt: string | null): ProgramRound => ({
  roundId: 1,
  name: { ko: '겨울', en: 'Winter' },
  description: { ko: '', en: '' },
  projectWindow: window,
  composerWindow: window,
  projectPlaces: 20,
  composerPlaces: 40,
  meetingDays: [],
  status: 'open',
  projectWindowState: 'open',
  composerWindowState: 'open',
  createdAt: '2026-10-01T00:00:00Z',
  openedAt: '2026-10-01T00:00:00Z',
  closedAt: null,
  decisionsAnnouncedAt,
  briefsOpenToAllComposers: false,
});
const project = (roundId: number) => ({ projectId: 2, roundId, status: 'withdrawn' }) as ProgramProject;
const AT = '2027-02-15T01:00:00.000Z';

describe("a project owner's actions", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks the lifecycle with the round's announcement as the provider does: announced once its instant has come", () => {
    const asked = vi.spyOn(projectLifecycle, 'allowedActions');
    ownerActions(project(1), round(AT), Date.parse(AT) - 1);
    expect(asked).toHaveBeenLastCalledWith('withdrawn', 'owner', { windowOpen: true, announced: false });
    ownerActions(project(1), round(AT), Date.parse(AT));
    expect(asked).toHaveBeenLastCalledWith('withdrawn', 'owner', { windowOpen: true, announced: true });
    ownerActions(project(1), round(null), Date.parse(AT));
    expect(asked).toHaveBeenLastCalledWith('withdrawn', 'owner', { windowOpen: true, announced: false });
    // Another round's announcement says nothing of this project.
    ownerActions(project(7), round(AT), Date.parse(AT));
    expect(asked).toHaveBeenLastCalledWith('withdrawn', 'owner', { windowOpen: false, announced: false });
  });

  it('offers a withdrawn project back while the window is open', () => {
    expect(ownerActions(project(1), round(null), Date.parse(AT))).toEqual(['resubmit']);
  });
});
