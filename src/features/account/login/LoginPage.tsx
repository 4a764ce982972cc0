import { Button, Callout, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import { ErrorIcon, EyeOffIcon, EyeOpenIcon, LogInIcon } from '@blueprintjs/icons';
import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { brand } from '../../../lib/config/brand';
import { acknowledgeApprovalPending, login, preloadAuth, type AuthFailure } from '../../../lib/auth/auth';
import { useIsLoggedIn } from '../../../lib/auth/sessionStore';
import { ApprovalPendingDialog } from '../approval/ApprovalPendingDialog';
import { prefilledLoginId } from './prefilledLoginId';
import { HOME_PATH, safeRedirectTarget, withRedirect } from './redirectTarget';
import { HydratedFieldset } from '../../../lib/ui/forms/HydratedFieldset';
import { ruleResolver } from '../../../lib/forms/ruleResolver';

/** The failure key the auth flow gives a PENDING account (docs/product.md section 4). */
export const APPROVAL_PENDING_KEY = 'auth:approvalPending';

interface Values {
  loginId: string;
  password: string;
}
type Field = keyof Values;

/** Both fields are required (a login id of spaces is missing); the message is each field's own. */
const resolver = ruleResolver<Values>((values) => ({
  loginId: values.loginId.trim() === '' ? 'loginId.required' : undefined,
  password: values.password === '' ? 'password.required' : undefined,
}));

/** An IME (Korean, Japanese...) is still composing: its Enter commits the syllable, it must not submit. */
const isComposing = (event: KeyboardEvent<HTMLInputElement>) => event.nativeEvent.isComposing || event.keyCode === 229;

/**
 * The login page (docs/product.md sections 2, 4, 8): login id (email) and password, both required (told on blur and
 * on submit), a submit button busy while the call runs, a link to sign-up. Right after a general account
 * signs up, its email is filled in and the password field has the focus. Success goes to the `redirect`
 * query parameter when it is a path of this app, else home; a logged-in visitor is sent there at once.
 * Failures are told in a callout by their translated message; what was typed stays. A PENDING account
 * also gets the "Approval Pending" dialog, whose confirm button goes home.
 */
export function LoginPage() {
  const { t } = useTranslation(['login', 'auth', 'errors']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('redirect'));
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const prefilled = prefilledLoginId(location.state);

  // "Required" is told once a field is left (and on submit), then as it changes.
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { loginId: prefilled, password: '' }, resolver, mode: 'onTouched' });
  const { isSubmitting: submitting } = formState;
  const [failure, setFailure] = useState<AuthFailure>();
  const [pendingOpen, setPendingOpen] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  /** A login of this page's own is under way or done: the page then leads to the target itself. */
  const [leaving, setLeaving] = useState(false);
  const ids = { title: useId(), loginId: useId(), password: useId(), failure: useId() };
  // The auth machine is not in the first load: fetch it while the visitor types.
  useEffect(() => void preloadAuth(), []);

  if (loggedIn && !leaving) return <Navigate to={target} replace />;

  const requiredMessage = (field: Field) => (formState.errors[field] ? t(`login:${field}.required`) : undefined);

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && isComposing(event)) event.preventDefault();
  };

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    setLeaving(true);
    const result = await login({ login: values.loginId.trim(), password: values.password });
    if (result.ok) {
      void navigate(target, { replace: true });
      return;
    }
    setLeaving(false);
    setFailure(result.error);
    if (result.error.messageKey === APPROVAL_PENDING_KEY) setPendingOpen(true);
  });

  const field = (name: Field) => {
    const message = requiredMessage(name);
    const { ref, onBlur, ...input } = register(name);
    return {
      id: ids[name],
      ...input,
      inputRef: ref,
      // In the server's HTML too (an email filled in after sign-up), not only once the form library runs.
      defaultValue: formState.defaultValues?.[name],
      // Focus going to a link or button outside the form (Sign Up, the language control) means the visitor is going
      // elsewhere: telling "required" then would move that link between the press and the release and lose the click.
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.form?.contains(next)) return;
        void onBlur(event);
      },
      onKeyDown: keyDown,
      intent: message ? ('danger' as const) : ('none' as const),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${ids[name]}-required` : undefined,
      readOnly: submitting,
      size: 'large' as const,
    };
  };
  const helper = (name: Field) => {
    const message = requiredMessage(name);
    return message ? (
      <span id={`${ids[name]}-required`} className="app-login__required">
        {message}
      </span>
    ) : undefined;
  };

  return (
    <section className="app-login" aria-labelledby={ids.title}>
      <header className="app-login__intro">
        <H1 id={ids.title} className="app-login__title">
          {t('login:title')}
        </H1>
        <p className="app-login__subtitle">{t('login:subtitle', { brand: brand.wordmark })}</p>
      </header>

      {failure && (
        <Callout id={ids.failure} className="app-login__failure" intent="danger" icon={<ErrorIcon />} role="alert" compact>
          {t(failure.messageKey as 'login:title', failure.values ?? {})}
        </Callout>
      )}

      <form className="app-login__form" noValidate onSubmit={(event) => (submitting || leaving ? event.preventDefault() : void submit(event))}>
        <HydratedFieldset>
          <FormGroup label={t('login:loginId.label')} labelFor={ids.loginId} intent={requiredMessage('loginId') ? 'danger' : 'none'} helperText={helper('loginId')}>
            <InputGroup
              {...field('loginId')}
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('login:loginId.placeholder')}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to log in: the login id takes the focus on arrival (the password does when the id came prefilled)
              autoFocus={prefilled === ''}
            />
          </FormGroup>
          <FormGroup label={t('login:password.label')} labelFor={ids.password} intent={requiredMessage('password') ? 'danger' : 'none'} helperText={helper('password')}>
            <InputGroup
              {...field('password')}
              type={passwordShown ? 'text' : 'password'}
              autoComplete="current-password"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the login id came prefilled: the password is the one field left to type
              autoFocus={prefilled !== ''}
              rightElement={
                <Button
                  className="app-login__reveal"
                  variant="minimal"
                  icon={passwordShown ? <EyeOffIcon /> : <EyeOpenIcon />}
                  aria-label={t(passwordShown ? 'login:password.hide' : 'login:password.show')}
                  aria-pressed={passwordShown}
                  title={t(passwordShown ? 'login:password.hide' : 'login:password.show')}
                  onClick={() => setPasswordShown((shown) => !shown)}
                />
              }
            />
          </FormGroup>
          <Button className="app-login__submit" type="submit" intent="primary" size="large" fill loading={submitting} icon={<LogInIcon />}>
            {t('login:submit')}
          </Button>
        </HydratedFieldset>
      </form>

      <p className="app-login__forgot">
        <Link to="/forgot-password">{t('login:forgotPassword')}</Link>
      </p>

      <p className="app-login__sign-up">
        <span>{t('login:noAccount')}</span> <Link to={withRedirect('/sign-up', target)}>{t('login:signUp')}</Link>
      </p>

      <ApprovalPendingDialog
        isOpen={pendingOpen}
        onConfirm={() => {
          setPendingOpen(false);
          acknowledgeApprovalPending();
          void navigate(HOME_PATH);
        }}
      />
    </section>
  );
}
