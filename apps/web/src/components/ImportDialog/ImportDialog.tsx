/**
 * The Excel import dialog of every import (issue 10 item 6): template download (zh or en) and
 * upload with progress -> preview (counts, every row with its errors highlighted, only-errors
 * filter) -> import with confirmation -> result. Nothing is saved before the confirmed import.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Popconfirm, Progress, Result, Space, Statistic, Steps, Switch, Table, Typography, Upload, theme } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportPreview, ImportPreviewRow, ImportSummary } from '@aerosupply/shared/imports/schemas';
import { isApiError } from '../../lib/api/client';
import type { ImportKey } from '@aerosupply/shared/imports/routes';
import { importKeys, importsApi } from './api';

export interface ImportDialogProps {
  open: boolean;
  /** The import's key (its routes: `importRoutes(key)` of the shared imports contracts). */
  importKey: ImportKey;
  title: string;
  /** Upload options of the import (e.g. the dictionary); uploading waits until `ready`. */
  params?: Record<string, string>;
  ready?: boolean;
  /** Shown above the upload area (e.g. a choice the options come from). */
  children?: ReactNode;
  onClose: () => void;
  onCommitted?: (summary: ImportSummary) => void;
}

type Stage = { step: 'upload' } | { step: 'preview'; preview: ImportPreview } | { step: 'done'; summary: ImportSummary };

const PAGE_SIZE = 20;

export function ImportDialog({ open, importKey, title, params = {}, ready = true, children, onClose, onCommitted }: ImportDialogProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ step: 'upload' });
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [committing, setCommitting] = useState(false);

  useEffect(() => {
    if (open) {
      setStage({ step: 'upload' });
      setProgress(null);
      setProblem(null);
    }
  }, [open]);

  const upload = async (file: File) => {
    setProblem(null);
    setProgress(0);
    try {
      const preview = await importsApi.upload(importKey, file, params, setProgress);
      setStage({ step: 'preview', preview });
    } catch (err) {
      setProblem(isApiError(err) ? err.message : t('common.errors.network'));
    } finally {
      setProgress(null);
    }
  };

  const again = () => {
    if (stage.step === 'preview' && stage.preview.actions.includes('cancel')) void importsApi.cancel(importKey, stage.preview.id).catch(() => undefined);
    setStage({ step: 'upload' });
  };

  const commit = async (preview: ImportPreview) => {
    setCommitting(true);
    try {
      const summary = await importsApi.commit(importKey, preview.id);
      setStage({ step: 'done', summary });
      onCommitted?.(summary);
    } catch {
      // the API client has shown the error
    } finally {
      setCommitting(false);
    }
  };

  const close = () => {
    if (stage.step === 'preview' && stage.preview.actions.includes('cancel')) void importsApi.cancel(importKey, stage.preview.id).catch(() => undefined);
    onClose();
  };

  const current = stage.step === 'upload' ? 0 : stage.step === 'preview' ? 1 : 2;
  const footer =
    stage.step === 'preview' ? (
      <Space>
        <Button onClick={again} data-testid="import-again">
          {t('imports.actions.again')}
        </Button>
        <Popconfirm
          title={t('imports.confirm.commit', { count: stage.preview.totalRows })}
          okText={t('common.actions.confirm')}
          cancelText={t('common.actions.cancel')}
          onConfirm={() => commit(stage.preview)}
          disabled={!stage.preview.actions.includes('commit')}
        >
          <Button type="primary" loading={committing} disabled={!stage.preview.actions.includes('commit')} data-testid="import-commit">
            {t('imports.actions.commit', { count: stage.preview.totalRows })}
          </Button>
        </Popconfirm>
      </Space>
    ) : (
      <Button onClick={close}>{t('common.actions.close')}</Button>
    );

  return (
    <Modal open={open} title={title} onCancel={close} footer={footer} width={stage.step === 'preview' ? 1000 : 640} destroyOnHidden maskClosable={false}>
      <Steps
        size="small"
        current={current}
        style={{ marginBottom: 16 }}
        items={[{ title: t('imports.steps.upload') }, { title: t('imports.steps.preview') }, { title: t('imports.steps.done') }]}
      />
      {stage.step === 'upload' && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {children}
          <Space wrap>
            <Typography.Text>{t('imports.template.label')}</Typography.Text>
            <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => void importsApi.template(importKey, 'zh').catch(() => undefined)} data-testid="import-template-zh">
              {t('imports.template.zh')}
            </Button>
            <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => void importsApi.template(importKey, 'en').catch(() => undefined)} data-testid="import-template-en">
              {t('imports.template.en')}
            </Button>
          </Space>
          <Upload.Dragger
            accept=".xlsx,.xls"
            multiple={false}
            showUploadList={false}
            disabled={!ready || progress !== null}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
            data-testid="import-upload"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden="true" />
            </p>
            <p className="ant-upload-text">{t('imports.upload.hint')}</p>
            <p className="ant-upload-hint">{t('imports.upload.rules')}</p>
          </Upload.Dragger>
          {progress !== null && (
            <div role="status">
              <Progress percent={progress} status="active" />
              <Typography.Text type="secondary">{progress < 100 ? t('imports.upload.uploading') : t('imports.upload.checking')}</Typography.Text>
            </div>
          )}
          {problem && <Alert type="error" showIcon message={problem} data-testid="import-problem" />}
        </Space>
      )}
      {stage.step === 'preview' && <PreviewPane importKey={importKey} preview={stage.preview} />}
      {stage.step === 'done' && (
        <Result
          status="success"
          title={t('imports.result.title', { count: stage.summary.committedRows ?? stage.summary.totalRows })}
          subTitle={t('imports.result.file', { file: stage.summary.fileName })}
          data-testid="import-result"
        />
      )}
    </Modal>
  );
}

function PreviewPane({ importKey, preview }: { importKey: ImportKey; preview: ImportPreview }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [onlyErrors, setOnlyErrors] = useState(preview.errorRows > 0);
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: [...importKeys.rows(importKey, preview.id), onlyErrors, page],
    queryFn: () => importsApi.rows(importKey, preview.id, { page, pageSize: PAGE_SIZE, onlyErrors }),
    placeholderData: keepPreviousData,
  });
  const errorsIn = (row: ImportPreviewRow, column: string) => row.errors.filter((e) => e.columnKey === column);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space size="large" wrap>
        <Statistic title={t('imports.preview.total')} value={preview.totalRows} />
        <Statistic title={t('imports.preview.valid')} value={preview.validRows} valueStyle={{ color: token.colorSuccessText }} />
        <Statistic title={t('imports.preview.errors')} value={preview.errorRows} valueStyle={preview.errorRows ? { color: token.colorErrorText } : undefined} />
        <Typography.Text type="secondary">{preview.fileName}</Typography.Text>
      </Space>
      {preview.errorRows > 0 ? (
        <Alert type="error" showIcon message={t('imports.preview.hasErrors', { count: preview.errorRows })} data-testid="import-has-errors" />
      ) : (
        <Alert type="success" showIcon message={t('imports.preview.allValid', { count: preview.totalRows })} data-testid="import-all-valid" />
      )}
      {preview.errorRows > 0 && (
        <Space>
          <Switch
            id="import-only-errors"
            checked={onlyErrors}
            onChange={(v) => {
              setOnlyErrors(v);
              setPage(1);
            }}
          />
          <label htmlFor="import-only-errors">{t('imports.preview.onlyErrors')}</label>
        </Space>
      )}
      <Table<ImportPreviewRow>
        rowKey="row"
        size="small"
        aria-label={t('imports.preview.table')}
        loading={rows.isFetching}
        dataSource={rows.data?.rows}
        scroll={{ x: 'max-content' }}
        onRow={(row) => (row.errors.length ? { className: 'import-row-error', style: { background: token.colorErrorBg } } : {})}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: rows.data?.total ?? 0, showSizeChanger: false, onChange: setPage, showTotal: (total) => t('common.table.total', { total }) }}
        columns={[
          { key: 'row', title: t('imports.preview.row'), dataIndex: 'row', width: 70, align: 'right' },
          ...preview.columns.map((c) => ({
            key: c.key,
            title: c.title,
            render: (_: unknown, row: ImportPreviewRow) => {
              const errors = errorsIn(row, c.key);
              const value = row.values[c.key];
              return (
                <>
                  <span>{value === null || value === undefined ? '' : String(value)}</span>
                  {errors.map((e) => (
                    <Typography.Text key={e.errorKey} type="danger" style={{ display: 'block', fontSize: token.fontSizeSM }}>
                      {e.message}
                    </Typography.Text>
                  ))}
                </>
              );
            },
          })),
          {
            key: 'rowErrors',
            title: t('imports.preview.rowProblems'),
            render: (_: unknown, row: ImportPreviewRow) =>
              row.errors
                .filter((e) => e.columnKey === null)
                .map((e) => (
                  <Typography.Text key={e.errorKey} type="danger">
                    {e.message}
                  </Typography.Text>
                )),
          },
        ]}
      />
    </Space>
  );
}
