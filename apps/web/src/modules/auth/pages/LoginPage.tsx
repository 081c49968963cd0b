/**
 * Sign-in (spec 000 §2 'Login', §8): user ID, password (max 20) with a caps-lock hint, captcha
 * with refresh when getLoginType asks for it, register-supplier and forgot-password links, the
 * help dialogs, and every sign-in message of the catalogue including 'too fast' clicks.
 */
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form } from 'antd';
// Deep imports keep TextArea, Search and OTP out of the sign-in bundle.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LoadingOutlined, LockOutlined, LoginOutlined, ReloadOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { LanguageToggle } from '../../../components/LanguageToggle';
import { isApiError } from '../../../lib/api/client';
import { signIn, startSso } from '../../../lib/auth';
import { CLICK_GUARD_MS } from '../../../lib/constants';
import { showError, showWarning } from '../../../lib/feedback';
import { safeRedirect } from '../../../lib/navigation';
import { getSession } from '../../../lib/session';
import { ensureUserInfo, homePathFor } from '../../../lib/user';
import type { MfaRequired } from '@aerosupply/shared';
import { useCaptcha, useLoginType } from '../api';
import type { InfoTopic } from '../components/InfoDialogs';

const InfoDialogs = lazy(() => import('../components/InfoDialogs'));
// Only accounts with a second factor load it (D-600).
const SecondStep = lazy(() => import('../../../components/second-factor/SecondStep').then((m) => ({ default: m.SecondStep })));

interface LoginValues {
  username: string;
  password: string;
  captchaCode?: string;
}

/** Errors after which the captcha is used up or wrong, so a new one is fetched. */
const CAPTCHA_ERRORS = new Set(['auth.captcha_wrong', 'auth.captcha_expired', 'auth.captcha_required']);

interface SignInProblem {
  key: string;
  text: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
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

  const refreshCaptcha = () => {
    form.setFieldValue('captchaCode', '');
    void refetchCaptcha();
  };

  const openTopic = (next: InfoTopic) => {
    setDialogsMounted(true);
    setTopic(next);
  };

  const onCapsKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (typeof e.getModifierState === 'function') setCapsLock(e.getModifierState('CapsLock'));
  };

  const onFinish = async (values: LoginValues) => {
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
        username: values.username,
        password: values.password,
        captchaKey: captchaOn ? captcha.data?.captchaKey : undefined,
        captchaCode: captchaOn ? values.captchaCode?.trim() : undefined,
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
      if (key === 'auth.bad_credentials') form.setFieldValue('password', '');
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
                  form.setFieldValue('password', '');
                  if (captchaOn) refreshCaptcha();
                }}
              />
            </Suspense>
          )}
          <Form<LoginValues> hidden={second !== null} form={form} layout="vertical" requiredMark={false} onFinish={(v) => void onFinish(v)} aria-label={t('auth.login.title')}>
            <Form.Item
              name="username"
              label={t('auth.fields.username')}
              rules={[{ required: true, whitespace: true, message: t('auth.validation.usernameRequired') }]}
            >
              <Input
                prefix={<UserOutlined aria-hidden="true" />}
                autoComplete="username"
                maxLength={60}
                placeholder={t('auth.placeholders.username')}
                size="large"
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('auth.fields.password')}
              rules={[
                { required: true, message: t('auth.validation.passwordRequired') },
                { max: 20, message: t('auth.validation.passwordMax') },
              ]}
              extra={
                <span className="as-caps" aria-live="polite" data-testid="caps-lock-hint">
                  {capsLock ? t('auth.login.capsLockOn') : ''}
                </span>
              }
            >
              <Password
                prefix={<LockOutlined aria-hidden="true" />}
                autoComplete="current-password"
                maxLength={20}
                placeholder={t('auth.placeholders.password')}
                size="large"
                onKeyDown={onCapsKey}
                onKeyUp={onCapsKey}
              />
            </Form.Item>
            {captchaOn && (
              <Form.Item label={t('auth.fields.captcha')} required>
                <div className="as-captcha">
                  <Form.Item
                    name="captchaCode"
                    noStyle
                    rules={[{ required: true, whitespace: true, message: t('auth.validation.captchaRequired') }]}
                  >
                    <Input
                      prefix={<SafetyOutlined aria-hidden="true" />}
                      maxLength={8}
                      autoComplete="off"
                      size="large"
                      placeholder={t('auth.placeholders.captcha')}
                      aria-label={t('auth.fields.captcha')}
                    />
                  </Form.Item>
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
              </Form.Item>
            )}
            {problem && (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={problem.text}
                action={problemAction()}
                style={{ marginBottom: 16 }}
                data-testid="login-error"
              />
            )}
            <Form.Item style={{ marginBottom: 12 }}>
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
            </Form.Item>
            {sso && (
              <Form.Item style={{ marginBottom: 12 }} extra={t('auth.login.ssoOr')}>
                <Button size="large" block icon={<LoginOutlined aria-hidden="true" />} loading={ssoPending} onClick={() => void signInAtProvider()} data-testid="login-sso">
                  {t('auth.login.ssoButton', { name: sso.name })}
                </Button>
              </Form.Item>
            )}
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
              <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => openTopic('register')}>
                {t('auth.login.register')}
              </Button>
              <Link to="/forgetPassword">{t('auth.login.forgotPassword')}</Link>
            </div>
          </Form>
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
