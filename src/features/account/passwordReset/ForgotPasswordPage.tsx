import { Button, Callout, FormGroup, H1, InputGroup, Intent } from '@blueprintjs/core';
import { EnvelopeIcon, ErrorIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf, type ErrorMessage } from '../../../lib/api/errorMessages';
import { requestPasswordReset } from '../../../lib/api/generated/sdk.gen';
import { EMAIL_MAX_LENGTH, validateEmail, type RuleResult } from '../../../lib/domain/account/rules';
import { ruleKeyOf, ruleResolver } from '../../../lib/forms/ruleResolver';
import { styles } from './styles';
import { HydratedFieldset } from '../../../lib/ui/forms/HydratedFieldset';

interface Values {
  email: string;
}

/** The account rules' email rule (one source). */
const resolver = ruleResolver<Values>((values) => ({ email: validateEmail(values.email) }));

/**
 * "Forgot your password?" (route /forgot-password, guard layout): the email, checked by the account rules
 * when left and on submit. The provider answers the same whether or not the account exists, so the page
 * always tells the same neutral confirmation. `?email=` fills the field (the reset page's "ask again").
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['passwordReset', 'account', 'errors']);
  const [searchParams] = useSearchParams();
  // The rule is told once the field is left (and on submit), then as it changes.
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { email: searchParams.get('email') ?? '' }, resolver, mode: 'onTouched' });
  const { isSubmitting: submitting } = formState;
  const shownRule = ruleKeyOf(formState.errors.email) as RuleResult;
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<ErrorMessage>();
  const ids = useId();
  const { ref, ...emailInput } = register('email');

  const submit = handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      const { data, error } = await requestPasswordReset({ body: { email: email.trim() } });
      if (data?.data) setSentTo(email.trim());
      else setFailure(errorMessageOf(error));
    } catch (error) {
      setFailure(errorMessageOf(error, 'network'));
    }
  });

  if (sentTo !== undefined) {
    return (
      <section style={styles.page} aria-labelledby={`${ids}-title`} data-testid="forgot-password-sent">
        <H1 id={`${ids}-title`} style={styles.title}>
          {t('forgot.sentTitle')}
        </H1>
        <Callout intent="primary" icon={<EnvelopeIcon />} role="status">
          <p style={styles.paragraph} data-testid="forgot-password-confirmation">
            {t('forgot.sent')}
          </p>
          <p style={styles.paragraph}>{t('forgot.sentTo', { email: sentTo })}</p>
        </Callout>
        <div style={styles.actions}>
          <Button variant="outlined" text={t('forgot.again')} onClick={() => setSentTo(undefined)} />
        </div>
        <p style={styles.footer}>
          <Link to="/login">{t('backToLogin')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section style={styles.page} aria-labelledby={`${ids}-title`}>
      <header>
        <H1 id={`${ids}-title`} style={styles.title}>
          {t('forgot.title')}
        </H1>
        <p style={styles.intro}>{t('forgot.intro')}</p>
      </header>

      {failure && (
        <Callout intent="danger" icon={<ErrorIcon />} role="alert" compact>
          {t(failure.key, { ...failure.values, ns: 'errors' })}
        </Callout>
      )}

      <form style={styles.form} noValidate onSubmit={(event) => (submitting ? event.preventDefault() : void submit(event))}>
        <HydratedFieldset>
          <FormGroup
            label={t('forgot.email')}
            labelFor={`${ids}-email`}
            intent={shownRule ? Intent.DANGER : Intent.NONE}
            helperText={
              shownRule ? (
                <span id={`${ids}-email-message`} data-field-message="email">
                  {t(`account:${shownRule}`)}
                </span>
              ) : undefined
            }
          >
            <InputGroup
              id={`${ids}-email`}
              size="large"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page's one field, the reason the visitor came: it takes the focus on arrival
              autoFocus
              maxLength={EMAIL_MAX_LENGTH * 2}
              {...emailInput}
              inputRef={ref}
              // In the server's HTML too (`?email=` from the reset page), not only once the form library runs.
              defaultValue={formState.defaultValues?.email}
              readOnly={submitting}
              intent={shownRule ? Intent.DANGER : Intent.NONE}
              aria-invalid={shownRule ? true : undefined}
              aria-describedby={shownRule ? `${ids}-email-message` : undefined}
            />
          </FormGroup>
          <Button type="submit" intent="primary" size="large" fill loading={submitting} text={t('forgot.submit')} />
        </HydratedFieldset>
      </form>

      <p style={styles.footer}>
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </section>
  );
}
