/**
 * App-wide providers: antd ConfigProvider (locale follows the language), antd's message API for
 * the API client, and the form defaults of spec 000 §5. TanStack Query's provider wraps the routes
 * outside the sign-in path (restRoutes.tsx, D-702).
 */
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { styleNonce } from '../lib/csp';
import { antdLocale } from '../lib/i18n';
import { feedbackWanted, onFeedbackWanted } from '../lib/feedback';
import { SCROLL_TO_FIRST_ERROR } from '../lib/constants';

/**
 * antd's message hook loads with the first message (D-701); messages raised until it is in wait
 * in lib/feedback's queue.
 */
const FeedbackBridge = lazy(() => import('./FeedbackBridge'));

function Feedback() {
  const wanted = useSyncExternalStore(onFeedbackWanted, feedbackWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackBridge />
    </Suspense>
  );
}

/**
 * Brand and status colours chosen for WCAG AA contrast on white and on the dark sidebar: antd's
 * default error/success/warning colours are too light for text and tags (axe color-contrast), so
 * their seeds are darkened and their light backgrounds kept.
 */
function darkerTagText(colours: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(colours).flatMap(([hue, colour]) => [[`${hue}7`, colour], [`${hue}-7`, colour]]));
}

/** A reader who asked the system for less motion gets none (antd's open and fade effects off). */
const reducedMotion = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// antd's default algorithm (not named: importing `theme` would bring the dark and compact ones).
const appTheme = {
  token: {
    motion: !reducedMotion,
    colorPrimary: '#0b5cad',
    colorLink: '#0b5cad',
    colorError: '#c0262d',
    colorSuccess: '#1f6f0a',
    colorWarning: '#8a5300',
    colorInfo: '#0b5cad',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    colorSuccessBg: '#f0f9eb',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Text of the preset colour tags (antd uses shade 7 on shade 1): the light hues' shade 7 is
    // below 4.5:1 there, so they take a darker shade of the same hue (both token spellings name
    // the same CSS variable).
    ...darkerTagText({ cyan: '#006d75', green: '#237804', orange: '#ad4e00', gold: '#965e00', volcano: '#ad2102', lime: '#3f6600', yellow: '#7a5c00' }),
    borderRadius: 6,
  },
};

export function Providers({ children }: { children: ReactNode }) {
  // Subscribing re-renders the providers (and antd's locale) on a language switch.
  useTranslation();
  return (
    <ConfigProvider
      locale={antdLocale()}
      theme={appTheme}
      form={{ scrollToFirstError: SCROLL_TO_FIRST_ERROR }}
      button={{ autoInsertSpace: false }}
      csp={styleNonce ? { nonce: styleNonce } : undefined}
    >
      <Feedback />
      {children}
    </ConfigProvider>
  );
}
