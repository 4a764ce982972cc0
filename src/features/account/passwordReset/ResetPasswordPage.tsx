import { Button, Callout, Classes, FormGroup, H1, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { ErrorIcon, EyeOffIcon, EyeOpenIcon, LogInIcon, TickCircleIcon } from '@blueprintjs/icons';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ErrorMessageKey } from '../../../lib/api/errorMessages';
import { checkPasswordResetToken, resetPassword } from '../../../lib/api/generated/sdk.gen';
import { PASSWORD_ALLOWED_SPECIALS, validatePassword, validatePasswordConfirmation, warningMessageKeys, type RuleResult } from '../../../lib/domain/account/rules';
import { ruleKeyOf, ruleResolver } from '../../../lib/forms/ruleResolver';
import { failureKey, isDeadLink, type ResetState } from './resetState';
import { styles } from './styles';

interface Values {
  password: string;
  confirmation: string;
}
type Field = keyof Values;

/** The sign-up's password rules (one source), for the new password and its confirmation. */
const resolver = ruleResolver<Values>((values) => ({
  password: validatePassword(values.password),
  confirmation: validatePasswordConfirmation(values.password, values.confirmation),
}));

/**
 * The page a reset email's link opens (route /reset-password?token=..., guard layout). The link is checked
 * first: an unknown, expired or used one is told by its own message with a way to ask for a new link. The new
 * password and its confirmation follow the sign-up rules and messages (src/lib/domain/account/rules), told when a
 * field is left and on submit. Success says so and leads to login with the account's email filled in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['passwordReset', 'account', 'errors']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<ResetState>({ kind: 'checking' });
  // The rules are told once a field is left (and on submit), then as it changes.
  const { register, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: { password: '', confirmation: '' }, resolver, mode: 'onTouched' });
  const { errors, isSubmitting: submitting } = formState;
  const failure = ruleKeyOf(errors.root?.server) as ErrorMessageKey | undefined;
  const [passwordShown, setPasswordShown] = useState(false);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;

  // Another token (a second link opened in the same tab) is checked from the start.
  const [checkingFor, setCheckingFor] = useState(token);
  if (checkingFor !== token) {
    setCheckingFor(token);
    if (token) setState({ kind: 'checking' });
  }

  useEffect(() => {
    if (!token) return;
    let current = true;
    checkPasswordResetToken({ body: { token } }).then(
      ({ data, error, response }) => {
        if (!current) return;
        if (data?.data) setState({ kind: 'ready', email: data.data.email });
        else setState({ kind: 'unusable', messageKey: failureKey(error, response !== undefined) });
      },
      (error: unknown) => current && setState({ kind: 'unusable', messageKey: failureKey(error, false) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const shown = (field: Field) => ruleKeyOf(errors[field]) as RuleResult;
  const intentOf = (rule: RuleResult) => (!rule ? Intent.NONE : warningMessageKeys.has(rule) ? Intent.WARNING : Intent.DANGER);

  const askAgain = (
    <div style={styles.actions}>
      <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to="/forgot-password">
        {t('reset.askAgain')}
      </Link>
    </div>
  );

  const title = (text: string) => (
    <H1 id={id('title')} style={styles.title}>
      {text}
    </H1>
  );

  if (!token || state.kind === 'unusable') {
    return (
      <section style={styles.page} aria-labelledby={id('title')} data-testid="reset-password-unusable">
        {title(t('reset.title'))}
        <Callout intent="danger" icon={<ErrorIcon />} role="alert">
          <p style={styles.paragraph}>{token && state.kind === 'unusable' ? t(state.messageKey, { ns: 'errors' }) : t('reset.missingToken')}</p>
        </Callout>
        {askAgain}
        <p style={styles.footer}>
          <Link to="/login">{t('backToLogin')}</Link>
        </p>
      </section>
    );
  }

  if (state.kind === 'checking') {
    return (
      <section style={styles.page} aria-labelledby={id('title')} aria-busy="true">
        {title(t('reset.title'))}
        <Spinner size={32} aria-label={t('reset.checking')} />
      </section>
    );
  }

  if (state.kind === 'done') {
    return (
      <section style={styles.page} aria-labelledby={id('title')} data-testid="reset-password-done">
        {title(t('reset.doneTitle'))}
        <Callout intent="success" icon={<TickCircleIcon />} role="status">
          <p style={styles.paragraph}>{t('reset.done')}</p>
        </Callout>
        <div style={styles.actions}>
          <Button
            intent="primary"
            icon={<LogInIcon />}
            text={t('goToLogin')}
            onClick={() => void navigate('/login', { replace: true, state: { loginId: state.email } })}
          />
        </div>
      </section>
    );
  }

  const submit = handleSubmit(async (values) => {
    try {
      const { data, error, response } = await resetPassword({ body: { token, newPassword: values.password } });
      if (data?.data) setState({ kind: 'done', email: data.data.email });
      else if (isDeadLink(error)) setState({ kind: 'unusable', messageKey: failureKey(error, true) });
      else setError('root.server', { message: failureKey(error, response !== undefined) });
    } catch (error) {
      setError('root.server', { message: failureKey(error, false) });
    }
  });

  const field = (name: Field, label: string, hint?: string) => {
    const rule = shown(name);
    // A new password changes whether the confirmation matches: both are judged again.
    const { ref, ...input } = register(name, name === 'password' ? { deps: ['confirmation'] } : {});
    const message = rule ? t(`account:${rule}`, { allowed: PASSWORD_ALLOWED_SPECIALS }) : hint;
    return (
      <FormGroup
        label={label}
        labelFor={id(name)}
        intent={intentOf(rule)}
        helperText={
          message ? (
            <span id={id(`${name}-message`)} data-field-message={name} aria-live="polite">
              {message}
            </span>
          ) : undefined
        }
      >
        <InputGroup
          id={id(name)}
          size="large"
          type={passwordShown ? 'text' : 'password'}
          autoComplete="new-password"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opened from the reset email to type a new password: its field takes the focus on arrival
          autoFocus={name === 'password'}
          {...input}
          inputRef={ref}
          readOnly={submitting}
          intent={intentOf(rule)}
          aria-invalid={rule ? true : undefined}
          aria-describedby={message ? id(`${name}-message`) : undefined}
          rightElement={
            name === 'password' ? (
              <Button
                variant="minimal"
                icon={passwordShown ? <EyeOffIcon /> : <EyeOpenIcon />}
                aria-label={t(passwordShown ? 'reset.hidePassword' : 'reset.showPassword')}
                aria-pressed={passwordShown}
                onClick={() => setPasswordShown((visible) => !visible)}
              />
            ) : undefined
          }
        />
      </FormGroup>
    );
  };

  return (
    <section style={styles.page} aria-labelledby={id('title')}>
      <header>
        {title(t('reset.title'))}
        <p style={styles.intro}>{t('reset.intro', { email: state.email })}</p>
      </header>

      {failure && (
        <Callout intent="danger" icon={<ErrorIcon />} role="alert" compact>
          {t(failure, { ns: 'errors' })}
        </Callout>
      )}

      <form style={styles.form} noValidate onSubmit={(event) => (submitting ? event.preventDefault() : void submit(event))}>
        <input type="hidden" name="username" autoComplete="username" value={state.email} readOnly />
        {field('password', t('reset.newPassword'), t('reset.rules', { allowed: PASSWORD_ALLOWED_SPECIALS }))}
        {field('confirmation', t('reset.confirmation'))}
        <Button type="submit" intent="primary" size="large" fill loading={submitting} text={t('reset.submit')} />
      </form>

      <p style={styles.footer}>
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </section>
  );
}
