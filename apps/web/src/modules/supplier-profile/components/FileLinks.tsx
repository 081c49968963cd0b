/** Stored files as their names with sizes; a click downloads through the web's download helper (one-time link). */
import { useTranslation } from 'react-i18next';
import { Button, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { saveFile } from '../../../lib/download';
import { EMPTY_TEXT, formatFileSize } from './decode';

export function FileLinks({ files, missing = 0 }: { files: readonly FileItem[]; missing?: number }) {
  const { t } = useTranslation();
  if (files.length === 0 && missing === 0) return <>{EMPTY_TEXT}</>;
  return (
    <ul className="as-file-list" data-testid="file-links">
      {files.map((file) => (
        <li key={file.fileKey}>
          <PaperClipOutlined aria-hidden="true" />{' '}
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => void saveFile(file.fileKey, file.filename).catch(() => undefined)}>
            {file.filename}
          </Button>{' '}
          <Typography.Text type="secondary">({formatFileSize(file.fileSize)})</Typography.Text>
        </li>
      ))}
      {missing > 0 && (
        <li>
          <Typography.Text type="secondary">{t('supplierProfile.values.fileMissing', { count: missing })}</Typography.Text>
        </li>
      )}
    </ul>
  );
}
