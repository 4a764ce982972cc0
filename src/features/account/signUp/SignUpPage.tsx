import { Button, Callout, FormGroup, H1, InputGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { ErrorIcon, EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureMessageKeys } from '../../../lib/api/errorMessages';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { UnsavedChangesDialog } from '../../../lib/ui/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../../lib/ui/forms/useUnsavedChangesGuard';
import { brand } from '../../../lib/config/brand';
import { phoneInputFrom } from '../../../lib/domain/account/phone';
import { safeRedirectTarget, withRedirect } from '../login/redirectTarget';
import { phoneAbroad } from '../shared/phoneHint';
import { accountMessageKeys, PASSWORD_ALLOWED_SPECIALS, warningMessageKeys } from '../../../lib/domain/account/rules';
import { NICKNAME_MAX_LENGTH } from '../../../lib/domain/account/rules';
import { limitedPaste } from '../shared/limitedPaste';
import { AwaitingApproval } from './AwaitingApproval';
import { checkMessages, hasTypedValues, privacyConsentRequired, requiredConsentFields, type SignUpMessageKey, type SignUpRole, type ValidatedField } from './signUpForm';
import { SignUpConsents } from './SignUpConsents';
import { styles } from './styles';
import { TermsDialog } from './TermsDialog';
import { useSignUpForm, type CheckedField } from './useSignUpForm';
import { HydratedFieldset } from '../../../lib/ui/forms/HydratedFieldset';

const ROLES: readonly SignUpRole[] = ['ROLE_USER', 'ROLE_MUSICIAN'];
const roleKey = { ROLE_USER: 'general', ROLE_MUSICIAN: 'musician' } as const;

/** A field's message and how it is shown: an error, a warning, a check result or a hint. */
interface FieldMessage {
  text: string;
  intent: Intent;
}

/**
 * The sign-up page (docs/product.md sections 2, 5, 8): email and nickname with server duplicate checks (run when the
 * field is left, or with their buttons), password and its confirmation, name, nickname (at most 10
 * characters: a longer paste is cut and the rule told), phone (11 digits of a Korean mobile number,
 * separators and +82 dropped, nothing cut; or a number abroad typed with + and its country code, shown as it
 * will be saved, see domain/account/phone.ts), optional affiliation, the account type, and the
 * consents (SignUpConsents: terms, personal information, age, marketing by email and by text message). Messages
 * show per field once it is left and on submit. A failure is told in a callout and keeps everything typed; a
 * general account goes to the login page, a musician's waits for approval. Leaving with typed values (a link,
 * closing the tab) asks first.
 */
export function SignUpPage() {
  const { t, i18n } = useTranslation(['signUp', 'account', 'errors']);
  const navigate = useNavigate();
  /** Where the first login brings the new member: the page they were on when a login sent them here (a pending like). */
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('redirect'));
  const form = useSignUpForm();
  const { values, outcome } = form;
  const [termsOpen, setTermsOpen] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;
  const guard = useUnsavedChangesGuard(outcome.status !== 'done' && hasTypedValues(values));

  useEffect(() => {
    if (outcome.status !== 'done' || outcome.result.userStatus === 'PENDING') return;
    void showAppToast({ message: t('signUp:success.generalToast'), intent: 'success' }, 'sign-up-success');
    void navigate(withRedirect('/login', target), { replace: true, state: { loginId: outcome.email } });
  }, [outcome, navigate, t, target]);

  if (outcome.status === 'done') {
    return outcome.result.userStatus === 'PENDING' ? <AwaitingApproval email={outcome.email} /> : null;
  }

  const ruleText = (key: SignUpMessageKey) =>
    key === privacyConsentRequired ? t(`signUp:${privacyConsentRequired}`) : t(`account:${key}`, { allowed: PASSWORD_ALLOWED_SPECIALS });
  const checks = checkMessages(values, form.checks);

  const message = (field: ValidatedField, hint?: string): FieldMessage | undefined => {
    const error = form.visibleError(field);
    // A check refused for too many attempts keeps saying so, with the time to wait, also once the form is sent:
    // "the check must be passed" alone would not tell why it could not be.
    const limited = field === 'email' || field === 'nickname' ? form.checkFailed[field] : undefined;
    if (
      limited &&
      limited.reason === 'tooManyAttempts' &&
      (error === undefined || error === (field === 'email' ? accountMessageKeys.emailCheckRequired : accountMessageKeys.nicknameCheckRequired))
    ) {
      return { text: t('errors:code.TOO_MANY_ATTEMPTS', { count: limited.minutes }), intent: Intent.DANGER };
    }
    if (error) return { text: ruleText(error), intent: error !== privacyConsentRequired && warningMessageKeys.has(error) ? Intent.WARNING : Intent.DANGER };
    if (field === 'nickname' && form.cut.has('nickname')) return { text: ruleText(accountMessageKeys.nicknameTooLong), intent: Intent.WARNING };
    if (field === 'email' || field === 'nickname') {
      const failure = form.checkFailed[field];
      if (failure) {
        const text = failure.reason === 'tooManyAttempts' ? t('errors:code.TOO_MANY_ATTEMPTS', { count: failure.minutes }) : t('signUp:check.failed');
        return { text, intent: Intent.DANGER };
      }
      const result = checks[field];
      if (result) return { text: ruleText(result), intent: result.endsWith('Taken') ? Intent.DANGER : Intent.SUCCESS };
    }
    return hint ? { text: hint, intent: Intent.NONE } : undefined;
  };

  const inputProps = (field: ValidatedField | 'affiliation', shown?: FieldMessage) => ({
    id: id(field),
    name: field,
    value: values[field] as string,
    onBlur: (event: { relatedTarget: EventTarget | null }) => (field === 'email' || field === 'nickname' ? form.leave(field, event.relatedTarget) : form.touch(field)),
    intent: shown?.intent ?? Intent.NONE,
    'aria-invalid': shown?.intent === Intent.DANGER || shown?.intent === Intent.WARNING ? true : undefined,
    'aria-describedby': shown ? id(`${field}-message`) : undefined,
    readOnly: form.submitting,
    onChange: (event: { currentTarget: HTMLInputElement }) => form.setValue(field, event.currentTarget.value),
  });

  const helper = (field: string, shown: FieldMessage | undefined) =>
    shown ? (
      <span id={id(`${field}-message`)} data-field-message={field} aria-live="polite">
        {shown.text}
      </span>
    ) : undefined;

  const group = (field: ValidatedField | 'affiliation', label: string, shown: FieldMessage | undefined, children: ReactNode, required = true) => (
    <FormGroup
      label={label}
      labelFor={id(field)}
      labelInfo={required ? t('signUp:required') : t('signUp:optional')}
      intent={shown?.intent ?? Intent.NONE}
      helperText={helper(field, shown)}
    >
      {children}
    </FormGroup>
  );

  const checkButton = (field: CheckedField) => (
    <Button
      name={`check-${field}`}
      style={styles.checkButton}
      variant="outlined"
      size="large"
      text={t('signUp:check.button')}
      loading={form.checking[field]}
      disabled={form.submitting}
      onClick={() => void form.runCheck(field)}
      aria-describedby={id(`${field}-message`)}
    />
  );

  /**
   * The first field to fix gets the focus, found by its name: a prerendered page keeps the ids the server gave
   * its fields (hydration does not patch attributes), and those can differ from the ids useId gives here.
   */
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const firstInvalid = await form.submit();
    if (firstInvalid) formElement.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  };

  const email = message('email');
  const password = message('password', t('signUp:fields.passwordHint'));
  const confirmation = message('passwordConfirmation');
  const name = message('name');
  const nickname = message('nickname', t('signUp:fields.nicknameHint'));
  const abroad = phoneAbroad(values.phone, i18n.language);
  const phone = message('phone', abroad ? t('account:phone.abroad', abroad) : t('signUp:fields.phoneHint'));
  const consentMessages = Object.fromEntries(requiredConsentFields.map((field) => [field, message(field)?.text]));
  const failureKey = outcome.status === 'failed' ? outcome.reasonKey : undefined;

  return (
    <section style={styles.page} aria-labelledby={id('title')}>
      <header>
        <H1 id={id('title')} style={styles.title}>
          {t('signUp:title')}
        </H1>
        <p style={styles.intro}>{t('signUp:intro', { brand: brand.wordmark })}</p>
      </header>

      {failureKey && (
        <Callout intent="danger" icon={<ErrorIcon />} role="alert" title={t('signUp:failure.title')} data-testid="sign-up-failure">
          {failureKey === failureMessageKeys.signUp ? undefined : t(failureKey, { ...(outcome.status === 'failed' ? outcome.values : {}), ns: 'errors' })}
        </Callout>
      )}

      <form style={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <HydratedFieldset>
          {group(
            'email',
            t('signUp:fields.email'),
            email,
            <div style={styles.row}>
              <div style={styles.grow}>
                <InputGroup
                  {...inputProps('email', email)}
                  size="large"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={t('signUp:fields.emailPlaceholder')}
                />
              </div>
              {checkButton('email')}
            </div>,
          )}

          {group(
            'password',
            t('signUp:fields.password'),
            password,
            <InputGroup
              {...inputProps('password', password)}
              size="large"
              type={passwordShown ? 'text' : 'password'}
              autoComplete="new-password"
              rightElement={
                <Button
                  variant="minimal"
                  icon={passwordShown ? <EyeOffIcon /> : <EyeOpenIcon />}
                  aria-label={passwordShown ? t('signUp:fields.hidePassword') : t('signUp:fields.showPassword')}
                  aria-pressed={passwordShown}
                  onClick={() => setPasswordShown((shown) => !shown)}
                />
              }
            />,
          )}

          {group(
            'passwordConfirmation',
            t('signUp:fields.passwordConfirmation'),
            confirmation,
            <InputGroup {...inputProps('passwordConfirmation', confirmation)} size="large" type={passwordShown ? 'text' : 'password'} autoComplete="new-password" />,
          )}

          {group('name', t('signUp:fields.name'), name, <InputGroup {...inputProps('name', name)} size="large" autoComplete="name" />)}

          {group(
            'nickname',
            t('signUp:fields.nickname'),
            nickname,
            <div style={styles.row}>
              <div style={styles.grow}>
                <InputGroup
                  {...inputProps('nickname', nickname)}
                  size="large"
                  autoComplete="nickname"
                  maxLength={NICKNAME_MAX_LENGTH}
                  onPaste={limitedPaste(NICKNAME_MAX_LENGTH, (value) => form.setValue('nickname', value, true))}
                />
              </div>
              {checkButton('nickname')}
            </div>,
          )}

          {group(
            'phone',
            t('signUp:fields.phone'),
            phone,
            <InputGroup
              {...inputProps('phone', phone)}
              onChange={(event) => form.setValue('phone', phoneInputFrom(event.currentTarget.value))}
              size="large"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('signUp:fields.phonePlaceholder')}
            />,
          )}

          {group(
            'affiliation',
            t('signUp:fields.affiliation'),
            undefined,
            <InputGroup {...inputProps('affiliation')} size="large" autoComplete="organization" placeholder={t('signUp:fields.affiliationPlaceholder')} />,
            false,
          )}

          <FormGroup label={t('signUp:fields.role')} labelInfo={t('signUp:required')} helperText={t(`signUp:roles.${roleKey[values.role]}Description`)}>
            <RadioGroup
              name="role"
              inline
              selectedValue={values.role}
              onChange={(event) => form.setValue('role', event.currentTarget.value as SignUpRole)}
              disabled={form.submitting}
            >
              {ROLES.map((role) => (
                <Radio key={role} value={role} label={t(`signUp:roles.${roleKey[role]}`)} size="large" />
              ))}
            </RadioGroup>
          </FormGroup>

          <SignUpConsents
            values={values}
            messages={consentMessages}
            idOf={id}
            disabled={form.submitting}
            onChange={(field, agreed) => form.setValue(field, agreed)}
            onAgreeToAll={form.setAllConsents}
            onViewTerms={() => setTermsOpen(true)}
          />

          <Button type="submit" intent="primary" size="large" fill loading={form.submitting} text={t('signUp:submit')} />
        </HydratedFieldset>
      </form>

      <p style={styles.footer}>
        {t('signUp:haveAccount')} <Link to={withRedirect('/login', target)}>{t('signUp:goToLogin')}</Link>
      </p>

      <TermsDialog isOpen={termsOpen} onClose={() => setTermsOpen(false)} />
      <UnsavedChangesDialog guard={guard} />
    </section>
  );
}
