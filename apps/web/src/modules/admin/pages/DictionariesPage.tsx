/**
 * Dictionary editing (spec 000 §3 dictionary lists TC_* with TEXT/ENTEXT/VALUE, spec 001 §9 code
 * tables; menu 'system/dictionaries', permission 'sys.dict.manage'): search items by domain, text
 * and enabled; add, edit texts and order, enable/disable, delete (TC_* and built-in items are
 * disabled instead, as records refer to them).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Form, Select, Space, Tag, Typography } from 'antd';
import { HistoryOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { DICT_ITEMS_IMPORT } from '@aerosupply/shared/dict/import';
import { dictRoutes } from '@aerosupply/shared/dict/routes';
import type { DictItemView } from '@aerosupply/shared/dict/schemas';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { pickText, useLang } from '../../../lib/i18n';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { adminApi, adminKeys, useDictDomainList } from '../api';
import { DictItemDialog } from '../components/DictItemDialog';
import { ImportDialog } from '../../../components/ImportDialog';

export default function DictionariesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useFormat();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const domainList = useDictDomainList();
  const [dialog, setDialog] = useState<{ open: boolean; editing: DictItemView | null }>({ open: false, editing: null });
  const [importing, setImporting] = useState<{ open: boolean; domain?: string }>({ open: false });

  const domains = useMemo(
    () => (domainList.data ?? []).map((d) => ({ value: d.domain, label: `${pickText(lang, d.zh, d.en)} (${d.domain})` })),
    [domainList.data, lang],
  );
  const domainName = useMemo(() => new Map((domainList.data ?? []).map((d) => [d.domain, pickText(lang, d.zh, d.en)])), [domainList.data, lang]);

  const fields: SearchField[] = [
    { name: 'domain', label: t('admin.dict.fields.domain'), type: 'select', options: domains, loading: domainList.isLoading },
    { name: 'q', label: t('admin.dict.search.q'), placeholder: t('admin.dict.search.qPlaceholder') },
    {
      name: 'enabled',
      label: t('admin.dict.fields.enabled'),
      type: 'select',
      options: [
        { value: 'true', label: t('admin.dict.enabled.true') },
        { value: 'false', label: t('admin.dict.enabled.false') },
      ],
    },
  ];
  const { list, query } = usePagedList(adminKeys.dictItems, dictRoutes.adminItems, searchKeys(fields));

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.dictItems });
    void queryClient.invalidateQueries({ queryKey: adminKeys.dictDomains });
    // Selects elsewhere in the app read the public lists.
    void queryClient.invalidateQueries({ queryKey: ['dict'] });
  };

  const setEnabled = async (row: DictItemView, enabled: boolean) => {
    await adminApi.updateDictItem(row.id, { enabled });
    showSuccess(enabled ? t('admin.dict.messages.enabled') : t('admin.dict.messages.disabled'));
    refresh();
  };

  const remove = async (row: DictItemView) => {
    const result = await adminApi.deleteDictItem(row.id);
    showSuccess(result.deleted ? t('admin.dict.messages.deleted') : t('admin.dict.messages.disabledInstead'));
    refresh();
  };

  return (
    <>
      <PageContainer
        title={t('admin.dict.title')}
        extra={
          <Space wrap>
            <Button icon={<HistoryOutlined aria-hidden="true" />} onClick={() => void navigate('/system/dictionaries/imports')} data-testid="dict-import-history">
              {t('admin.dict.actions.history')}
            </Button>
            <Button icon={<UploadOutlined aria-hidden="true" />} onClick={() => setImporting({ open: true, domain: list.filters.domain })} data-testid="dict-import">
              {t('admin.dict.actions.import')}
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setDialog({ open: true, editing: null })} data-testid="dict-create">
              {t('admin.dict.actions.create')}
            </Button>
          </Space>
        }
      >
        <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
        <DataTable<DictItemView>
          rowKey="id"
          label={t('admin.dict.title')}
          emptyHint={t('admin.dict.emptyHint', { action: t('admin.dict.actions.create') })}
          {...pagedTableProps(list, query)}
          columns={[
            {
              key: 'domain',
              title: t('admin.dict.fields.domain'),
              dataIndex: 'domain',
              render: (v: string) => (
                <>
                  {domainName.get(v) ?? v} <Typography.Text type="secondary">({v})</Typography.Text>
                </>
              ),
            },
            { key: 'value', title: t('admin.dict.fields.value'), dataIndex: 'value', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
            { key: 'textZh', title: t('admin.dict.fields.textZh'), dataIndex: 'textZh', render: (v: string) => <span lang="zh-CN">{v}</span> },
            { key: 'textEn', title: t('admin.dict.fields.textEn'), dataIndex: 'textEn', render: (v: string) => <span lang="en">{v}</span> },
            { key: 'sort', title: t('admin.dict.fields.sort'), dataIndex: 'sort', align: 'right' },
            {
              key: 'enabled',
              title: t('admin.dict.fields.enabled'),
              dataIndex: 'enabled',
              render: (v: boolean, row) => (
                <>
                  <Tag color={v ? 'success' : 'default'}>{t(v ? 'admin.dict.enabled.true' : 'admin.dict.enabled.false')}</Tag>
                  {row.builtin && <Tag>{t('admin.dict.builtin')}</Tag>}
                </>
              ),
            },
            { key: 'updatedAt', title: t('admin.dict.fields.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => format.dateTime(v) },
            {
              key: 'actions',
              title: t('common.table.actions'),
              fixed: 'right',
              render: (_: unknown, row) => (
                <RecordActions
                  allowed={row.actions}
                  defs={{
                    edit: { labelKey: 'common.actions.edit', onClick: () => setDialog({ open: true, editing: row }) },
                    enable: { labelKey: 'admin.dict.actions.enable', onClick: () => setEnabled(row, true) },
                    disable: { labelKey: 'admin.dict.actions.disable', danger: true, confirmKey: 'admin.dict.confirm.disable', onClick: () => setEnabled(row, false) },
                    delete: { labelKey: 'common.actions.delete', danger: true, confirmKey: 'admin.dict.confirm.delete', onClick: () => remove(row) },
                  }}
                />
              ),
            },
          ]}
        />
        <DictItemDialog
          open={dialog.open}
          editing={dialog.editing}
          domains={domains}
          defaultDomain={list.filters.domain}
          onClose={() => setDialog({ open: false, editing: null })}
          onSaved={() => {
            setDialog({ open: false, editing: null });
            refresh();
          }}
        />
        <ImportDialog
          open={importing.open}
          importKey={DICT_ITEMS_IMPORT}
          title={t('admin.dict.import.title')}
          params={importing.domain ? { domain: importing.domain } : {}}
          ready={Boolean(importing.domain)}
          onClose={() => setImporting({ open: false })}
          onCommitted={refresh}
        >
          <Form layout="vertical" component="div">
            <Form.Item label={t('admin.dict.import.domain')} htmlFor="dict-import-domain" required style={{ marginBottom: 0 }}>
              <Select
                id="dict-import-domain"
                placeholder={t('common.placeholders.select')}
                showSearch
                optionFilterProp="label"
                options={domains}
                value={importing.domain}
                onChange={(domain: string) => setImporting({ open: true, domain })}
                data-testid="dict-import-domain"
              />
            </Form.Item>
          </Form>
        </ImportDialog>
      </PageContainer>
    </>
  );
}
