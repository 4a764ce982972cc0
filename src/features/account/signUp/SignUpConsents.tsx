import { Button, Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacyNotice } from './PrivacyNotice';
import { allConsentsGiven, isRequiredConsent, type ConsentField, type RequiredConsentField, type SignUpValues } from './signUpForm';
import { styles } from './styles';

/** Each box's label key (signUp:consents.*). */
const labelKey = {
  termsAgreed: 'terms',
  privacyConsent: 'privacy',
  ageOver14Consent: 'ageOver14',
  marketingEmailConsent: 'marketingEmail',
  marketingSmsConsent: 'marketingSms',
} as const satisfies Record<ConsentField, string>;

export interface SignUpConsentsProps {
  values: SignUpValues;
  /** The message each required box shows now, translated (none until the form is submitted without it). */
  messages: Partial<Record<RequiredConsentField, string>>;
  /** The page's element id for a name (a box's id is its field's: the form focuses the first one to fix). */
  idOf: (name: string) => string;
  disabled: boolean;
  onChange: (field: ConsentField, agreed: boolean) => void;
  onAgreeToAll: (agreed: boolean) => void;
  onViewTerms: () => void;
}

/**
 * The sign-up's consents, one box each, in one named group: (required) the Terms of Service with its "view"
 * button, (required) the collection and use of personal information with what it covers, (required) age 14 or
 * over, and the two optional marketing channels. Required and optional are said in each label's text. "Agree to
 * all" is ticked exactly when every box is (it is not a state of its own), and ticks or clears them all.
 */
export function SignUpConsents({ values, messages, idOf, disabled, onChange, onAgreeToAll, onViewTerms }: SignUpConsentsProps) {
  const { t } = useTranslation('signUp');

  const box = (field: ConsentField, beside?: ReactNode) => {
    const required = isRequiredConsent(field);
    const message = required ? messages[field] : undefined;
    const checkbox = (
      <Checkbox
        id={idOf(field)}
        name={field}
        label={`${t(`consents.${labelKey[field]}`)} ${required ? t('required') : t('optional')}`}
        checked={values[field]}
        onChange={(event) => onChange(field, event.currentTarget.checked)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? idOf(`${field}-message`) : undefined}
      />
    );
    return (
      <FormGroup
        style={styles.consentGroup}
        intent={message ? Intent.DANGER : Intent.NONE}
        helperText={
          message ? (
            <span id={idOf(`${field}-message`)} data-field-message={field} aria-live="polite">
              {message}
            </span>
          ) : undefined
        }
      >
        {beside ? (
          <div style={styles.consentRow}>
            {checkbox}
            {beside}
          </div>
        ) : (
          checkbox
        )}
      </FormGroup>
    );
  };

  return (
    <fieldset style={styles.consents} disabled={disabled}>
      <legend style={styles.consentsTitle}>{t('consents.title')}</legend>
      <Checkbox
        name="allConsents"
        style={styles.allAgree}
        label={t('consents.allAgree')}
        checked={allConsentsGiven(values)}
        onChange={(event) => onAgreeToAll(event.currentTarget.checked)}
      />
      {box(
        'termsAgreed',
        <Button name="view-terms" style={styles.viewTerms} variant="minimal" size="small" intent="primary" text={t('consents.viewTerms')} onClick={onViewTerms} />,
      )}
      {box('privacyConsent')}
      <PrivacyNotice />
      {box('ageOver14Consent')}
      {box('marketingEmailConsent')}
      {box('marketingSmsConsent')}
      <p style={styles.consentNote}>{t('consents.marketingNote')}</p>
    </fieldset>
  );
}
