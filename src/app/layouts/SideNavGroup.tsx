import { Collapse } from '@blueprintjs/core';
import { ChevronDownIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { NavGroup } from './navigation';
import { SideNavLink } from './SideNavLink';

export interface SideNavGroupProps {
  group: NavGroup;
  /** Prefix of the element ids, unique per navigation on the page. */
  idPrefix: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  onNavigate?: () => void;
}

/** A group of the side navigation: a toggle button (`aria-expanded`) over its links. */
export function SideNavGroup({ group, idPrefix, open, onToggle, onNavigate }: SideNavGroupProps) {
  const { t } = useTranslation('nav');
  const listId = `${idPrefix}-${group.id}`;
  return (
    <li className="app-side-nav__section">
      <button type="button" className="app-side-nav__group" aria-expanded={open} aria-controls={listId} onClick={() => onToggle(!open)}>
        <span className="app-side-nav__group-label">{t(group.label)}</span>
        <ChevronDownIcon size={12} className="app-side-nav__chevron" />
      </button>
      <div id={listId}>
        <Collapse isOpen={open}>
          <ul className="app-side-nav__list app-side-nav__list--nested">
            {group.links.map((link) => (
              <li key={link.to}>
                <SideNavLink item={link} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </Collapse>
      </div>
    </li>
  );
}
