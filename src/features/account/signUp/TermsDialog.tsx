import { Button, Classes, DialogBody, DialogFooter, H3 } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../lib/ui/AppDialog';
import { brand } from '../../../lib/config/brand';
import { styles } from './styles';

export interface TermsDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called when the user closes it (button, Escape or the backdrop). */
  onClose: () => void;
}

interface TermsArticle {
  title: string;
  paragraphs: string[];
}

/** The Terms of Service (12 articles, effective 18 August 2025) in the interface language, in a scrollable dialog. */
export function TermsDialog({ isOpen, onClose }: TermsDialogProps) {
  const { t } = useTranslation('signUp');
  const effectiveId = useId();
  const articles = t('terms.articles', { returnObjects: true, brand: brand.wordmark }) as readonly TermsArticle[];
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={t('terms.title')} icon={<DocumentIcon />} aria-describedby={effectiveId}>
      {/* The text scrolls inside the dialog: focusable (and named) so the keyboard can scroll it. */}
      <DialogBody useOverflowScrollContainer className={Classes.RUNNING_TEXT} tabIndex={0} role="region" aria-label={t('terms.textLabel')}>
        <p id={effectiveId} style={styles.effective}>
          {t('terms.effective')}
        </p>
        {articles.map((article) => (
          <article key={article.title} style={styles.article}>
            <H3 style={styles.articleTitle}>{article.title}</H3>
            {article.paragraphs.map((paragraph) => (
              <p key={paragraph} style={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </article>
        ))}
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t('terms.close')} onClick={onClose} />} />
    </AppDialog>
  );
}
