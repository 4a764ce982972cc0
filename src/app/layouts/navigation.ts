import { HeartIcon, HelpIcon, OfficeIcon, HomeIcon, IdNumberIcon, ListDetailViewIcon, NotificationsIcon, PeopleIcon, PersonIcon, SearchIcon } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import type { ParseKeys } from 'i18next';

/** A link of the side navigation; `label` is a key of the `nav` namespace. */
export interface NavLinkItem {
  label: ParseKeys<'nav'>;
  to: string;
  icon: ComponentType<{ size?: number }>;
}

/** A titled group of links that can be opened and closed (Music, Board, User). */
export interface NavGroup {
  id: string;
  label: ParseKeys<'nav'>;
  links: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'links' in entry;

const home: NavLinkItem = { label: 'home', to: '/', icon: HomeIcon };

const music: NavGroup = {
  id: 'music',
  label: 'music.group',
  links: [
    { label: 'music.search', to: '/search-details', icon: SearchIcon },
    { label: 'music.musicians', to: '/musician-list', icon: PeopleIcon },
  ],
};

const board: NavGroup = {
  id: 'board',
  label: 'board.group',
  links: [
    { label: 'board.notice', to: '/notice-list', icon: NotificationsIcon },
    { label: 'board.faq', to: '/faq', icon: HelpIcon },
  ],
};

function userGroup(musician: boolean, office: boolean): NavGroup {
  const links: NavLinkItem[] = [{ label: 'user.profile', to: '/my-page', icon: PersonIcon }];
  if (musician) links.push({ label: 'user.musicianProfile', to: '/musician-profile', icon: IdNumberIcon });
  if (office) links.push({ label: 'user.office', to: '/office', icon: OfficeIcon });
  links.push({ label: 'user.likedMusic', to: '/liked-music', icon: HeartIcon });
  links.push({ label: 'user.shortlists', to: '/shortlists', icon: ListDetailViewIcon });
  return { id: 'user', label: 'user.group', links };
}

export interface NavigationFor {
  /** A usable access token is stored. */
  loggedIn: boolean;
  /** The logged-in user is a musician (authorityType ROLE_MUSICIAN). */
  musician: boolean;
  /** The logged-in user is the program office (authorityType ROLE_ADMIN): its console is in the User group. */
  office?: boolean;
}

/**
 * The side navigation of the main layout (docs/product.md section 2): Home, Music, Board; when logged in a User group
 * is the third entry, with My Musician Profile for musicians only.
 */
export function buildNavigation({ loggedIn, musician, office = false }: NavigationFor): NavEntry[] {
  return loggedIn ? [home, music, userGroup(musician, office), board] : [home, music, board];
}

/** Whether a link is the current page (the home link only on `/` itself). */
export function isCurrentPath(link: NavLinkItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return link.to === '/' ? path === '/' : path === link.to || path.startsWith(`${link.to}/`);
}
