/**
 * A form control for attachments: antd Upload with the spec's pre-upload check (extension list,
 * under 100 MB; a file already in the list is refused with the spec's message), uploads through
 * the API client, value = the stored file items.
 */
import { useState } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../lib/download';
import { showError } from '../lib/feedback';
import { beforeUploadCheck, fromUploadFiles, toUploadFile, uploadRequest, type FileItem } from '../lib/upload';

export interface UploadFieldProps {
  value?: FileItem[];
  onChange?: (files: FileItem[]) => void;
  /** POST endpoint taking multipart `file` and answering a file item. */
  action: string;
  /** Allowed extensions (default: spec 000 §5 list). */
  extensions?: readonly string[];
  maxCount?: number;
  disabled?: boolean;
}

export function UploadField({ value, onChange, action, extensions, maxCount, disabled }: UploadFieldProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<UploadFile<FileItem>[]>([]);
  const stored = (value ?? []).map(toUploadFile);
  const fileList = [...stored, ...pending.filter((p) => !stored.some((s) => s.uid === p.uid))];
  return (
    <Upload<FileItem>
      fileList={fileList}
      beforeUpload={(file, picked) => {
        // Spec 001 §8 "files in the list already uploaded": the same name and size is not added twice.
        if (fileList.some((f) => f.name === file.name && (f.size === undefined || f.size === file.size))) {
          showError(t('common.upload.duplicate', { name: file.name }));
          return Upload.LIST_IGNORE;
        }
        return beforeUploadCheck(extensions)(file, picked);
      }}
      customRequest={uploadRequest(action)}
      maxCount={maxCount}
      disabled={disabled}
      // A stored file opens through a one-time link (D-94), not its bare URL (which needs the token).
      onPreview={(file) => void saveFile(file.response?.fileKey ?? file.uid, file.name).catch(() => undefined)}
      accept={extensions?.map((e) => `.${e.replace(/^\./, '')}`).join(',')}
      onChange={({ fileList: next }) => {
        setPending(next.filter((f) => f.status === 'uploading' || f.status === 'error'));
        onChange?.(fromUploadFiles(next.filter((f) => f.status === 'done')));
      }}
    >
      <Button icon={<UploadOutlined aria-hidden="true" />} disabled={disabled}>
        {t('common.upload.button')}
      </Button>
    </Upload>
  );
}
