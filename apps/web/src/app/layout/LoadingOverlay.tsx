/** Spec 000 §7, §9: 'Loading...' covers the main area while calls are in flight. */
import { useEffect, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { OVERLAY_DELAY_MS } from '../../lib/constants';
import { useGlobalLoading } from '../../lib/loading';

export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useGlobalLoading();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible || !loading) return null;
  return (
    <div className="as-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <div className="as-overlay-box">
        <Spin />
        <span>{t('common.loading')}</span>
      </div>
    </div>
  );
}
