import { Card, Classes } from '@blueprintjs/core';
import { CARD_PHOTO_SIZE } from './MusicianCard';

/** A card-shaped placeholder of the same size while the first page loads (hidden from assistive technology). */
export function MusicianCardSkeleton() {
  return (
    <Card className="app-musicians-card" elevation={1} aria-hidden="true">
      <div className={`app-musicians-photo ${Classes.SKELETON}`} style={{ width: CARD_PHOTO_SIZE, height: CARD_PHOTO_SIZE }} />
      <div className="app-musicians-card-text">
        <div className={`app-musicians-skeleton-line app-musicians-skeleton-name ${Classes.SKELETON}`} />
        <div className={`app-musicians-skeleton-line ${Classes.SKELETON}`} />
        <div className={`app-musicians-skeleton-line app-musicians-skeleton-short ${Classes.SKELETON}`} />
      </div>
    </Card>
  );
}
