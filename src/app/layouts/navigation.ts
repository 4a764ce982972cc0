import { HelpIcon, HomeIcon, NotificationsIcon, PeopleIcon, SearchIcon } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import type { ParseKeys } from 'i18next';

/** A link of the side navigation; `label` is a key of the `nav` namespace. */
export interface NavLinkItem {
  label: ParseKeys<'nav'>;
  to: string;
  icon: ComponentType<{ size?: number }>;
}

/** A titled group of links (Music, Board); the User group comes with login in a later issue. */
export interface NavGroup {
  id: string;
  label: ParseKeys<'nav'>;
  links: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'links' in entry;

/** The side navigation of the main layout (spec section 2). */
export const navigation: NavEntry[] = [
  { label: 'home', to: '/', icon: HomeIcon },
  {
    id: 'music',
    label: 'music.group',
    links: [
      { label: 'music.search', to: '/search-details', icon: SearchIcon },
      { label: 'music.musicians', to: '/musician-list', icon: PeopleIcon },
    ],
  },
  {
    id: 'board',
    label: 'board.group',
    links: [
      { label: 'board.notice', to: '/notice-list', icon: NotificationsIcon },
      { label: 'board.faq', to: '/faq', icon: HelpIcon },
    ],
  },
];
