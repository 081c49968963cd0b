/**
 * Sign-in (spec 000 §2 'Login', §8): user ID, password (max 20) with a caps-lock hint, captcha
 * with refresh when getLoginType asks for it, register-supplier and forgot-password links, the
 * help dialogs, and every sign-in message of the catalogue including 'too fast' clicks.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
// Deep imports keep TextArea, Search and OTP out of the sign-in bundle.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LoadingOutlined, LockOutlined, ReloadOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { LanguageToggle } from '../../../components/LanguageToggle';
import { isApiError } from '../../../lib/api/client';
import { signIn, startSso } from '../../../lib/auth';
import { CLICK_GUARD_MS, SCROLL_TO_FIRST_ERROR } from '../../../lib/constants';
import { showError, showWarning } from '../../../lib/feedback';
import { safeRedirect } from '../../../lib/navigation';
import { getSession } from '../../../lib/session';
import { ensureUserInfo, homePathFor } from '../../../lib/user';
import type { MfaRequired } from '@aerosupply/shared';
import { useCaptcha, useLoginType } from '../api';
import { PASSWORD_MAX, firstErrorField, loginFieldError, validateLogin, type LoginErrors, type LoginField, type LoginValues } from '../loginForm';
import { controlState, Field } from '../components/LoginField';
import type { InfoTopic } from '../components/InfoDialogs';

const InfoDialogs = lazy(() => import('../components/InfoDialogs'));
// Only where single sign-on is set up.
const LoginOutlined = lazy(() => import('@ant-design/icons/LoginOutlined'));
// Shown only after a refused sign-in (D-701).
const Alert = lazy(() => import('antd/es/alert'));
// Only accounts with a second factor load it (D-600).
const SecondStep = lazy(() => import('../../../components/second-factor/SecondStep').then((m) => ({ default: m.SecondStep })));

/** Errors after which the captcha is used up or wrong, so a new one is fetched. */
const CAPTCHA_ERRORS = new Set(['auth.captcha_wrong', 'auth.captcha_expired', 'auth.captcha_required']);

interface SignInProblem {
  key: string;
  text: string;
}

const EMPTY: LoginValues = { username: '', password: '', captchaCode: '' };

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const loginType = useLoginType();
  const [captchaForced, setCaptchaForced] = useState(false);
  const captchaOn = Boolean(loginType.data?.captcha) || captchaForced;
  const captcha = useCaptcha(captchaOn);
  const [pending, setPending] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [topic, setTopic] = useState<InfoTopic | null>(null);
  const [dialogsMounted, setDialogsMounted] = useState(false);
  const [second, setSecond] = useState<MfaRequired | null>(null);
  const lastClick = useRef(0);

  const target = (home: string) => safeRedirect(params.get('redirect')) ?? home;

  // A still-valid session skips the form.
  useEffect(() => {
    if (!getSession()) return;
    let live = true;
    ensureUserInfo()
      .then((info) => {
        if (live) navigate(target(homePathFor(info.user)), { replace: true });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Runs once on arrival; later sign-ins navigate from onFinish.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A captcha lasts `expiresIn` seconds; fetch a fresh one when it runs out.
  const expiresIn = captcha.data?.expiresIn;
  const { refetch: refetchCaptcha } = captcha;
  useEffect(() => {
    if (!captchaOn || !expiresIn) return;
    const timer = setTimeout(() => void refetchCaptcha(), expiresIn * 1000);
    return () => clearTimeout(timer);
  }, [captchaOn, expiresIn, refetchCaptcha, captcha.dataUpdatedAt]);

  const setValue = (field: LoginField, value: string) => setValues((prev) => ({ ...prev, [field]: value }));

  // As antd's form did: a field is checked on every change, and all of them on submit.
  const change = (field: LoginField, value: string) => {
    setValue(field, value);
    setErrors((prev) => ({ ...prev, [field]: loginFieldError(field, value) }));
  };

  const refreshCaptcha = () => {
    setValue('captchaCode', '');
    void refetchCaptcha();
  };

  const openTopic = (next: InfoTopic) => {
    setDialogsMounted(true);
    setTopic(next);
  };

  const onCapsKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (typeof e.getModifierState === 'function') setCapsLock(e.getModifierState('CapsLock'));
  };

  // Spec 000 §5: a refused submit scrolls smoothly to the first field in error and focuses it.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateLogin(values, captchaOn);
    setErrors(found);
    const first = firstErrorField(found);
    if (!first) return void onFinish(values);
    const control = document.getElementById(first);
    control?.scrollIntoView({ behavior: SCROLL_TO_FIRST_ERROR.behavior, block: SCROLL_TO_FIRST_ERROR.block });
    control?.focus({ preventScroll: true });
  };

  const onFinish = async (submitted: LoginValues) => {
    const now = Date.now();
    // Spec 000 §8, §9: a second click within 2000 ms is refused with the 'too fast' message.
    if (pending || now - lastClick.current < CLICK_GUARD_MS) {
      showWarning(t('auth.messages.tooFast'));
      return;
    }
    lastClick.current = now;
    setPending(true);
    setProblem(null);
    try {
      const info = await signIn({
        username: submitted.username,
        password: submitted.password,
        captchaKey: captchaOn ? captcha.data?.captchaKey : undefined,
        captchaCode: captchaOn ? submitted.captchaCode.trim() : undefined,
      });
      if ('mfa_required' in info) {
        setSecond(info);
        return;
      }
      navigate(target(homePathFor(info.user)), { replace: true });
    } catch (err) {
      const key = isApiError(err) ? err.errorKey : 'client.unexpected';
      let text = isApiError(err) ? err.message : t('common.errors.unexpected');
      if (isApiError(err) && err.status === 429 && err.retryAfter) text = `${text} (${t('auth.messages.retryAfter', { seconds: err.retryAfter })})`;
      if (!isApiError(err)) console.error(err);
      setProblem({ key, text });
      showError(text);
      if (key === 'auth.captcha_required') setCaptchaForced(true);
      if (captchaOn || CAPTCHA_ERRORS.has(key)) refreshCaptcha();
      if (key === 'auth.bad_credentials') setValue('password', '');
    } finally {
      setPending(false);
    }
  };

  // Staff single sign-on (D-620): to the identity provider, which sends the browser back to /sso/callback.
  const [ssoPending, setSsoPending] = useState(false);
  const signInAtProvider = async () => {
    setSsoPending(true);
    setProblem(null);
    try {
      window.location.assign((await startSso()).authorizationUrl);
    } catch (err) {
      const text = isApiError(err) ? err.message : t('common.errors.unexpected');
      setProblem({ key: isApiError(err) ? err.errorKey : 'client.unexpected', text });
      showError(text);
      setSsoPending(false);
    }
  };
  const sso = loginType.data?.sso ?? null;

  const problemAction = () => {
    if (!problem) return null;
    if (problem.key === 'auth.account_locked' || problem.key === 'auth.bad_credentials') {
      return <Link to="/forgetPassword">{t('auth.login.forgotPassword')}</Link>;
    }
    // Only an inactivity freeze may be self-unlocked; an administrator's freeze ('auth.account_frozen_by_admin') may not (D-105).
    if (problem.key === 'auth.account_frozen') {
      return <Link to="/unlock">{t('auth.login.selfUnlock')}</Link>;
    }
    return null;
  };

  return (
    <div className="as-login">
      <header className="as-login-top">
        <span className="as-brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('common.portalName')}</span>
        </span>
        <LanguageToggle />
      </header>
      <main className="as-login-main">
        <section className="as-login-intro" aria-labelledby="login-intro-title">
          <h1 id="login-intro-title">{t('auth.login.welcome')}</h1>
          <p>{t('auth.login.intro')}</p>
          {/* Spec 001 §9: the company's shareholders and its purchasing goals (D-668). */}
          <p data-testid="login-about">{t('auth.login.about')}</p>
          <p className="as-login-goals-title">{t('auth.login.goalsTitle')}</p>
          <ul className="as-login-goals" data-testid="login-goals">
            {(['partnership', 'supplyChain', 'quality', 'cost'] as const).map((g) => (
              <li key={g}>{t(`auth.login.goals.${g}`)}</li>
            ))}
          </ul>
          <p>{t('auth.login.openHours')}</p>
        </section>
        <section className="as-login-card" aria-labelledby="login-title">
          <h2 id="login-title">{t('auth.login.title')}</h2>
          {second && (
            <Suspense fallback={null}>
              <SecondStep
                step={second}
                onSignedIn={(info) => navigate(target(homePathFor(info.user)), { replace: true })}
                onRestart={() => {
                  setSecond(null);
                  setValue('password', '');
                  if (captchaOn) refreshCaptcha();
                }}
              />
            </Suspense>
          )}
          <form hidden={second !== null} noValidate className="as-login-form" onSubmit={onSubmit} aria-label={t('auth.login.title')}>
            <Field name="username" label={t('auth.fields.username')} error={errors.username}>
              <Input
                {...controlState('username', errors.username)}
                value={values.username}
                onChange={(e) => change('username', e.target.value)}
                prefix={<UserOutlined aria-hidden="true" />}
                autoComplete="username"
                maxLength={60}
                placeholder={t('auth.placeholders.username')}
                size="large"
              />
            </Field>
            <Field
              name="password"
              label={t('auth.fields.password')}
              error={errors.password}
              extra={
                <span className="as-caps" aria-live="polite" data-testid="caps-lock-hint">
                  {capsLock ? t('auth.login.capsLockOn') : ''}
                </span>
              }
            >
              <Password
                {...controlState('password', errors.password)}
                value={values.password}
                onChange={(e) => change('password', e.target.value)}
                prefix={<LockOutlined aria-hidden="true" />}
                autoComplete="current-password"
                maxLength={PASSWORD_MAX}
                placeholder={t('auth.placeholders.password')}
                size="large"
                onKeyDown={onCapsKey}
                onKeyUp={onCapsKey}
              />
            </Field>
            {captchaOn && (
              <Field name="captchaCode" label={t('auth.fields.captcha')} error={errors.captchaCode}>
                <div className="as-captcha">
                  <Input
                    {...controlState('captchaCode', errors.captchaCode)}
                    value={values.captchaCode}
                    onChange={(e) => change('captchaCode', e.target.value)}
                    prefix={<SafetyOutlined aria-hidden="true" />}
                    maxLength={8}
                    autoComplete="off"
                    size="large"
                    placeholder={t('auth.placeholders.captcha')}
                  />
                  <button
                    type="button"
                    className="as-captcha-img"
                    onClick={refreshCaptcha}
                    title={t('auth.login.refreshCaptcha')}
                    aria-label={t('auth.login.refreshCaptcha')}
                    data-testid="captcha-refresh"
                  >
                    {captcha.data ? (
                      <img src={captcha.data.image} alt={t('auth.login.captchaAlt')} data-testid="captcha-image" />
                    ) : (
                      <ReloadOutlined aria-hidden="true" spin={captcha.isFetching} />
                    )}
                  </button>
                </div>
              </Field>
            )}
            {problem && (
              // The alert announces itself once loaded; the plain text only fills the moment before.
              <Suspense fallback={<div className="as-field-error">{problem.text}</div>}>
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={problem.text}
                  action={problemAction()}
                  style={{ marginBottom: 16 }}
                  data-testid="login-error"
                />
              </Suspense>
            )}
            <div className="as-field as-field-tight">
              {/* Not `loading`: a click while signing in must still answer 'too fast' (spec 000 §8). */}
              <Button
                type="primary"
                htmlType="submit"
                size="large"
                block
                icon={pending ? <LoadingOutlined aria-hidden="true" /> : undefined}
                aria-busy={pending}
                data-testid="login-submit"
              >
                {t('auth.login.submit')}
              </Button>
            </div>
            {sso && (
              <div className="as-field as-field-tight">
                <Button
                  size="large"
                  block
                  icon={
                    <Suspense fallback={null}>
                      <LoginOutlined aria-hidden="true" />
                    </Suspense>
                  }
                  loading={ssoPending}
                  onClick={() => void signInAtProvider()}
                  data-testid="login-sso"
                >
                  {t('auth.login.ssoButton', { name: sso.name })}
                </Button>
                <div className="as-field-extra">{t('auth.login.ssoOr')}</div>
              </div>
            )}
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
              <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => openTopic('register')}>
                {t('auth.login.register')}
              </Button>
              <Link to="/forgetPassword">{t('auth.login.forgotPassword')}</Link>
            </div>
          </form>
        </section>
      </main>
      <footer className="as-login-footer" aria-label={t('auth.login.footerLabel')}>
        <Button type="link" onClick={() => openTopic('help')}>
          {t('auth.info.help.title')}
        </Button>
        <Button type="link" onClick={() => openTopic('policy')}>
          {t('auth.info.policy.title')}
        </Button>
        <Button type="link" onClick={() => openTopic('terms')}>
          {t('auth.info.terms.title')}
        </Button>
        <Button type="link" onClick={() => openTopic('faq')}>
          {t('auth.info.faq.title')}
        </Button>
        <span className="as-login-hours">{t('auth.login.helpdeskHours')}</span>
      </footer>
      {dialogsMounted && (
        <Suspense fallback={null}>
          <InfoDialogs topic={topic} onClose={() => setTopic(null)} />
        </Suspense>
      )}
    </div>
  );
}
