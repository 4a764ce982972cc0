import { Button, ButtonGroup, type ButtonGroupProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/i18n';
import { languages, type Language } from '../../lib/i18n/languages';

/** Props of {@link LanguageSwitcher}: those of Blueprint's ButtonGroup, without children. */
export type LanguageSwitcherProps = Omit<ButtonGroupProps, 'children'>;

/**
 * The language control: a two-button group, 한국어 (each label in its own language) and English.
 * Switching applies at once, without a reload; the pressed button is the current language.
 */
export function LanguageSwitcher({ className, ...rest }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage;
  const choose = (language: Language) => () => void changeLanguage(language);
  return (
    <ButtonGroup role="group" aria-label={t('language.label')} className={['app-language-switcher', className].filter(Boolean).join(' ')} variant="outlined" {...rest}>
      {languages.map((language) => (
        <Button key={language} active={current === language} aria-pressed={current === language} onClick={choose(language)}>
          {t(`language.${language}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
