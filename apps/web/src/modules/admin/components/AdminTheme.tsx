/**
 * Status colours with WCAG AA contrast for the admin screens: antd's default error, success,
 * warning and info colours are too light for text on white or on their tag backgrounds (axe
 * color-contrast). A nested ConfigProvider keeps the app theme and darkens only these seeds.
 */
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

const theme = {
  token: {
    colorError: '#c0262d',
    colorSuccess: '#1f6f0a',
    colorWarning: '#8a5300',
    colorInfo: '#0b5cad',
    // Derived backgrounds of dark seeds come out grey: keep the light ones.
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    colorSuccessBg: '#f0f9eb',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
  },
};

export function AdminTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
