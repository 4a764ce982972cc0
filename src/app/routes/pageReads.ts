import i18next from 'i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { briefReads, briefsReads } from '../../features/briefs';
import { meetingsReads } from '../../features/meetings';
import { faqReads, noticeDetailReads, noticeListReads } from '../../features/board';
import { applyReads } from '../../features/composing';
import { likedMusicReads, searchPageReads, trackPageReads } from '../../features/catalog';
import { musicianListReads, musicianReads } from '../../features/musicians';
import { myProjectsReads, projectReads } from '../../features/productions';
import { programReads } from '../../features/program';
import { sharedShortlistReads } from '../../features/shortlists';
import type { PageReads } from '../../lib/api/pageReads';
import { appQueryClient } from '../../lib/api/queryClient';
import { dataLanguage } from '../../lib/i18n/localized';
import type { PageName } from './pageNamespaces';

/** What each page reads when it renders, by page (the pages not named read nothing public, or their own way). */
const readsOf: Partial<Record<PageName, PageReads>> = {
  searchDetails: searchPageReads,
  musicianList: musicianListReads,
  musicianDetails: musicianReads,
  musicDetails: trackPageReads,
  program: programReads,
  noticeList: (client, context) => {
    noticeListReads(client, context);
    programReads(client, context);
  },
  noticeDetail: noticeDetailReads,
  faq: faqReads,
  likedMusic: likedMusicReads,
  sharedShortlist: sharedShortlistReads,
  programProjects: (client, context) => {
    myProjectsReads(client, context);
    programReads(client, context);
  },
  programProjectNew: programReads,
  programProject: (client, context) => {
    projectReads(client, context);
    programReads(client, context);
  },
  programProjectBrief: (client, context) => {
    projectReads(client, context);
    briefsReads(client, context);
  },
  programBriefs: briefsReads,
  programBrief: briefReads,
  programApply: (client, context) => {
    applyReads(client, context);
    programReads(client, context);
  },
  programMeetings: meetingsReads,
};

/**
 * Starts a page's reads into the app's one QueryClient while its code and translations load (this module is
 * loaded on the first navigation, never by the home page's first load): the page then finds its answers on their
 * way instead of asking after it renders.
 */
export function startPageReads(name: PageName, { params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>): void {
  readsOf[name]?.(appQueryClient, {
    params,
    search: new URL(request.url).searchParams,
    language: dataLanguage(i18next.resolvedLanguage ?? i18next.language),
  });
}
