/** Excel export of a list's current search: downloads the export route with the list's filters and the session's token (lib/download.ts). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { urlOf, type RouteContract } from '@aerosupply/shared/http/contract';
import { saveDownload } from '../lib/download';
import { showSuccess } from '../lib/feedback';

export interface ExportButtonProps {
  /** The export route (a `raw` contract) and its path parameters, if any. */
  route: RouteContract;
  pathParams?: Record<string, string | number>;
  params: Record<string, string | undefined>;
  fallbackName: string;
  /** Button text (default "Export Excel") and an optional message once the file is saved. */
  label?: string;
  doneMessage?: string;
  testId?: string;
}

export function ExportButton({ route, pathParams, params, fallbackName, label, doneMessage, testId = 'list-export' }: ExportButtonProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const url = urlOf(route, { params: pathParams, query: params });
  const run = async () => {
    setPending(true);
    try {
      await saveDownload(url, fallbackName);
      if (doneMessage) showSuccess(doneMessage);
    } catch {
      // the API client has shown the error
    } finally {
      setPending(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => void run()} loading={pending} data-testid={testId}>
      {label ?? t('common.actions.exportExcel')}
    </Button>
  );
}
