// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { login } from '../../../lib/api/generated/sdk.gen';
import { clearTokens, storeTokens } from '../../../lib/auth/sessionStore';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { NewProjectPage, ProjectPage } from './ProjectFormPage';
import { ProjectsPage } from './ProjectsPage';

setUpPageTests();
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));

function ProjectRoute() {
  const projectId = Number(useParams().projectId);
  return <ProjectPage key={projectId} projectId={projectId} />;
}

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/program/projects', Component: ProjectsPage },
      { path: '/program/projects/new', Component: NewProjectPage },
      { path: '/program/projects/:projectId', Component: ProjectRoute },
    ],
    path,
  );
const fieldOf = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
const buttons = () =>
  Array.from(document.querySelectorAll('.app-productions-form-actions button'))
    .map((button) => button.textContent)
    .filter(Boolean);

describe("a production's film projects", () => {
  const api = useTestApi({ accessTokenSeconds: 365 * 24 * 3600 });
  const stored = (id: number) => api().provider.ctx.db.projects.findFirst((q) => q.where({ id }))!;

  beforeEach(async () => {
    await act(() => changeLanguage('en'));
    const { data } = await login({ client: api().anonymous, body: { login: 'user@cue.test', password: 'cue-connect-1' } });
    storeTokens({ accessToken: data!.data.accessToken!, refreshToken: data!.data.refreshToken! });
  });
  afterEach(() => clearTokens());

  it('lists the user’s projects with their statuses and offers a new one while the window is open', async () => {
    open('/program/projects');
    expect(await screen.findByRole('link', { name: 'Winter Harbour' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dawn Chase' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('Submitted')).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'New project' })).getAttribute('href')).toBe('/program/projects/new');
  });

  it('names each missing field under it when a draft is submitted, keeping every value typed', async () => {
    open('/program/projects/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Harbour' })).toBeTruthy();
    await waitFor(() => expect(buttons()).toEqual(['Save draft', 'Submit']));
    fireEvent.change(screen.getByLabelText('Director'), { target: { value: 'Kim Hae-won' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The project is saved as it is, but some fields are still missing to submit it. Each is marked below.')).toBeTruthy();
    for (const field of ['loglineEn', 'stage', 'runtimeMinutes', 'producer', 'company', 'cueCount', 'musicDeadline']) {
      expect(fieldOf(field).textContent).toContain('Needed to submit the project.');
    }
    expect(fieldOf('director').textContent).not.toContain('Needed to submit');
    expect(fieldOf('loglineKo').textContent).not.toContain('Needed to submit');
    expect(screen.getByLabelText<HTMLInputElement>('Director').value).toBe('Kim Hae-won');
    expect(screen.getByLabelText<HTMLInputElement>('Title (Korean)').value).toBe('겨울 항구');
    expect(stored(1)).toMatchObject({ status: 'draft', director: 'Kim Hae-won' });
  });

  it('submits a complete project, then offers withdrawing it, and submitting it again once withdrawn', async () => {
    open('/program/projects/1');
    await screen.findByRole('heading', { level: 1, name: 'Winter Harbour' });
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Logline (English)', 'Three sisters spend a last winter in a closing harbour town.');
    fill('Stage', 'production');
    fill('Running time (minutes)', '95');
    fill('Director', 'Kim Hae-won');
    fill('Producer', 'Lee Do-yun');
    fill('Production company', 'Harbour Films');
    fill('Number of cues', '18');
    fill('Music deadline', '2099-06-30');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The project is submitted to the program office.')).toBeTruthy();
    await waitFor(() => expect(buttons()).toEqual(['Save changes', 'Withdraw']));
    expect(stored(1).status).toBe('submitted');

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The project is withdrawn.')).toBeTruthy();
    await waitFor(() => expect(buttons()).toEqual(['Submit again']));
    expect(screen.getByLabelText<HTMLInputElement>('Director').disabled).toBe(true);
  });

  it('picks reference tracks from a catalogue search, shows them with remove buttons and saves them', async () => {
    open('/program/projects/1');
    await screen.findByRole('heading', { level: 1, name: 'Winter Harbour' });
    fireEvent.change(screen.getByLabelText('Reference tracks'), { target: { value: 'Glass Garden' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Glass Garden (Main Theme) as a reference' }));
    expect(await screen.findByRole('button', { name: 'Remove the reference Glass Garden (Main Theme)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The project is saved.')).toBeTruthy();
    expect(stored(1).music.referenceTrackIds).toHaveLength(1);
  });

  it('rejects a save without both titles under the title fields', async () => {
    open('/program/projects/new');
    const save = await screen.findByRole('button', { name: 'Save draft' });
    fireEvent.change(screen.getByLabelText('Title (Korean)'), { target: { value: '봄의 소리' } });
    fireEvent.click(save);
    await waitFor(() => expect(fieldOf('titleEn').textContent).toContain('Please enter the title in both languages.'));
    expect(fieldOf('titleKo').textContent).not.toContain('Please enter');
    expect(screen.getByLabelText<HTMLInputElement>('Title (Korean)').value).toBe('봄의 소리');
  });

  it('asks before leaving a project with unsaved changes, and keeps them when the user stays', async () => {
    open('/program/projects/1');
    const title = await screen.findByLabelText<HTMLInputElement>('Title (English)');
    fireEvent.change(title, { target: { value: 'Winter Harbour, revised' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to my film projects' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('You have unsaved changes.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Title (English)').value).toBe('Winter Harbour, revised');
  });

  it('shows an announced decision with its reason and the office’s note on the project', async () => {
    const db = api().provider.ctx.db;
    await db.projects.update((q) => q.where({ id: 2 }), {
      data(project) {
        project.status = 'not_selected';
        project.decision = { decision: 'not_selected', reasonCode: 'GENRE_FIT', note: 'A thriller slot next year?', decidedAt: '2026-11-01T08:00:00.000Z' };
      },
    });
    await db.rounds.update((q) => q.where({ id: 1 }), {
      data(round) {
        round.decisionsAnnouncedAt = '2026-11-01T08:30:00.000Z';
      },
    });
    open('/program/projects/2');
    expect(await screen.findByText('The program office’s decision on your film project “Dawn Chase”.')).toBeTruthy();
    expect(screen.getByText("It is not a fit for this round's genres.")).toBeTruthy();
    expect(screen.getByText('A thriller slot next year?')).toBeTruthy();
  });

  it('tells a project that is not the user’s as not found', async () => {
    open('/program/projects/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such film project' })).toBeTruthy();
  });
});
