/**
 * One section of the own information pages: read-only view plus Edit. Before approval the edit is
 * saved straight into the data; for an approved supplier it becomes a change request for staff
 * review (spec 001 §4); under review it is locked.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Modal, Space, Tag } from 'antd';
import type { ButtonProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { sectionSchema, type InfoView, type ProfileSection } from '@aerosupply/shared/supplier-profile/schemas';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { isApiError } from '../../../lib/api/client';
import { showError, showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, clearEditedErrors, SCROLL_TO_FIRST_ERROR } from '../../../lib/forms';
import { profileApi, profileKeys } from '../api';
import { clean, schemaProblems, showProblems } from '../forms';
import { FieldGrid } from './FieldGrid';
import { FilesProvider } from './fields';
import { SectionView } from './SectionView';
import { SECTION_FIELDS } from './specs';

export function SectionCard({ section, info }: { section: ProfileSection; info: InfoView }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [files, setFiles] = useState<Record<string, FileItem>>(info.files);
  const registry = useMemo(() => ({ files, add: (items: FileItem[]) => setFiles((prev) => ({ ...prev, ...Object.fromEntries(items.map((i) => [i.fileKey, i])) })) }), [files]);
  const specs = SECTION_FIELDS[section];
  const pendingReview = info.pendingSections.includes(section);
  const canEdit = info.editMode !== 'locked' && !pendingReview;

  const save = async () => {
    const body = clean(form.getFieldsValue(true)) as Record<string, unknown>;
    if (showProblems(form, schemaProblems(sectionSchema(section), body))) return;
    setPending(true);
    try {
      const result = await profileApi.saveSection(section, body);
      showSuccess(result.mode === 'changeRequest' ? t('supplierProfile.info.changeRequested') : t('common.messages.saved'));
      setOpen(false);
      await qc.invalidateQueries({ queryKey: profileKeys.info });
      await qc.invalidateQueries({ queryKey: profileKeys.changes });
      await qc.invalidateQueries({ queryKey: profileKeys.wizard });
    } catch (err) {
      if (!applyFieldErrors(form, err) || (isApiError(err) && err.status !== 400)) showError(isApiError(err) ? err.message : t('common.errors.unexpected'));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button
          type="primary"
          disabled={!canEdit}
          onClick={() => {
            form.resetFields();
            form.setFieldsValue(info.data[section] ?? {});
            setOpen(true);
          }}
          data-testid={`info-edit-${section}`}
        >
          {info.editMode === 'changeRequest' ? t('supplierProfile.info.requestChange') : t('common.actions.edit')}
        </Button>
        {pendingReview && <Tag color="processing">{t('supplierProfile.info.pendingReview')}</Tag>}
      </Space>
      {info.editMode === 'locked' && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('supplierProfile.info.locked')} />}
      <SectionView specs={specs} values={info.data[section]} files={info.files} />
      <Modal
        open={open}
        title={t(`supplierProfile.sections.${section}`)}
        onCancel={() => setOpen(false)}
        onOk={() => void save()}
        okText={info.editMode === 'changeRequest' ? t('supplierProfile.info.submitChange') : t('common.actions.save')}
        cancelText={t('common.actions.cancel')}
        confirmLoading={pending}
        width={1100}
        destroyOnHidden
        okButtonProps={{ 'data-testid': `info-save-${section}` } as ButtonProps}
      >
        {info.editMode === 'changeRequest' && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('supplierProfile.info.changeHint')} />}
        <FilesProvider value={registry}>
          <Form form={form} layout="vertical" scrollToFirstError={SCROLL_TO_FIRST_ERROR} onValuesChange={(changed) => clearEditedErrors(form, changed)}>
            <FieldGrid specs={specs} prefix={[]} rootPrefix={[section]} />
          </Form>
        </FilesProvider>
      </Modal>
    </>
  );
}
