/** Excel export of the current search: downloads `url?<params>` with the session's token. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { saveDownload } from '../../../lib/download';
import { showSuccess } from '../../../lib/feedback';

export function ExportButton({ url, params, fallbackName }: { url: string; params: Record<string, string | undefined>; fallbackName: string }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const run = async () => {
    const qs = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')).toString();
    setPending(true);
    try {
      await saveDownload(qs ? `${url}?${qs}` : url, fallbackName);
      showSuccess(t('admin.logs.messages.exported'));
    } catch {
      // the API client has shown the error
    } finally {
      setPending(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => void run()} loading={pending} data-testid="log-export">
      {t('admin.logs.actions.export')}
    </Button>
  );
}
