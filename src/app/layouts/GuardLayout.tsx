import { Card, Classes } from '@blueprintjs/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PageLoading } from '../../lib/ui/PageLoading';
import { DevPanelLauncher } from '../../features/devPanel';
import { Logo } from './Logo';
import { PrivacyPolicyLink } from './PrivacyPolicyLink';
import { useIsMobile } from './useMediaQuery';
import { useScrollOffset } from './useScrollOffset';

/**
 * The layout of /login and /sign-up (docs/product.md section 2): a centred 420 px card on a blue poster, under a fixed
 * dark header (64 px on phones, 72 px from 768 px) with the logo at the left and the language switcher (after
 * the mock developer panel's launcher, on the mock only) at the right; the header blurs what passes under it once the page is scrolled. No footer:
 * the privacy policy link (issue 18) sits on the poster under the card, inside the page's main content.
 */
export function GuardLayout() {
  const mobile = useIsMobile();
  const offset = useScrollOffset();
  return (
    <div className="app-guard">
      <header className={`app-guard__header ${Classes.DARK}${offset ? ' app-guard__header--offset' : ''}`}>
        <Logo single={mobile} className="app-guard__logo" />
        <div className="app-guard__tools">
          <DevPanelLauncher iconOnly />
          <LanguageSwitcher size={mobile ? 'small' : 'medium'} />
        </div>
      </header>
      <main className="app-guard__main">
        <Card className="app-guard__card" elevation={3}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Card>
        <p className="app-guard__links">
          <PrivacyPolicyLink />
        </p>
      </main>
      {/* Last, so no earlier part's useId changes: every new page starts at its top, Back and Forward where it was left. */}
      <ScrollRestoration />
    </div>
  );
}
