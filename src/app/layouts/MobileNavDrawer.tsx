import { Drawer } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { focusOverlayContent } from '../../lib/ui/overlayFocus';
import { Logo } from './Logo';
import { SideNav } from './SideNav';

/** Width of the navigation drawer on phones (docs/product.md section 9). */
export const MOBILE_NAV_WIDTH = 288;

export interface MobileNavDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The side navigation as a drawer on phones: it closes when a link is followed, with Escape and on the
 * backdrop. Once open, the keyboard is on its first control; closing gives focus back to the menu toggle.
 */
export function MobileNavDrawer({ isOpen, onClose }: MobileNavDrawerProps) {
  const { t } = useTranslation('nav');
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position="left" size={MOBILE_NAV_WIDTH} className="app-nav-drawer" onOpened={focusOverlayContent}>
      {/* Blueprint's Drawer has no role: this says it is a modal dialog holding the main menu. */}
      <div className="app-nav-drawer__content" role="dialog" aria-modal="true" aria-label={t('label')}>
        <div className="app-nav-drawer__brand">
          <Logo onClick={onClose} />
        </div>
        <SideNav onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
