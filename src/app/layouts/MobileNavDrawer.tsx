import { Drawer } from '@blueprintjs/core';
import { Logo } from './Logo';
import { SideNav } from './SideNav';

/** Width of the navigation drawer on phones (spec section 9). */
export const MOBILE_NAV_WIDTH = 288;

export interface MobileNavDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The side navigation as a drawer on phones: it closes when a link is followed, with Escape and on the backdrop. */
export function MobileNavDrawer({ isOpen, onClose }: MobileNavDrawerProps) {
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position="left" size={MOBILE_NAV_WIDTH} className="app-nav-drawer">
      <div className="app-nav-drawer__brand">
        <Logo onClick={onClose} />
      </div>
      <SideNav onNavigate={onClose} />
    </Drawer>
  );
}
