/**
 * Controls of the supplier data forms: option lists of the wizard (labels by i18n key), dates as
 * `YYYY-MM-DD`, attachments stored as file keys, and the category pair (level I / II) with the
 * category-buyer rule of spec 001 §5/§8.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, DatePicker, Form, Select, type SelectProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { PROFILE_CODE_LISTS, type ProfileCodeList } from '@aerosupply/shared/supplier-profile/codes';
import type { CategoryNode } from '@aerosupply/shared/supplier-profile/schemas';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { UploadField } from '../../../components/UploadField';
import { currentLang } from '../../../lib/i18n';
import { messageOf } from '../../onboarding';
import { useCategories } from '../api';
import { fileRoutes } from '@aerosupply/shared/files/routes';
import { pathOf } from '@aerosupply/shared/http/contract';
import { UPLOAD_URL } from '../../../lib/upload';

const DATE_FORMAT = 'YYYY-MM-DD';

/** Select over one of the wizard's option lists. */
export function ProfileCodeSelect({ list, ...rest }: Omit<SelectProps<string | string[]>, 'options'> & { list: ProfileCodeList }) {
  const { t } = useTranslation();
  const options = PROFILE_CODE_LISTS[list].map((code) => ({ value: code, label: t(`supplierProfile.codes.${list}.${code}`) }));
  return <Select placeholder={t('common.placeholders.select')} allowClear showSearch={{ optionFilterProp: 'label' }} {...rest} options={options} />;
}

/**
 * A date stored as `YYYY-MM-DD`, picked with antd's DatePicker (calendar in the UI language through
 * ConfigProvider, not the browser's native date input, which follows the operating system).
 */
export function DateInput(props: { value?: string; onChange?: (v: string | undefined) => void; id?: string; disabled?: boolean; 'data-testid'?: string }) {
  const { t } = useTranslation();
  const value = props.value ? dayjs(props.value, DATE_FORMAT, true) : null;
  return (
    <DatePicker
      id={props.id}
      value={value?.isValid() ? value : null}
      onChange={(d: Dayjs | null) => props.onChange?.(d ? d.format(DATE_FORMAT) : undefined)}
      format={DATE_FORMAT}
      disabled={props.disabled}
      placeholder={t('common.placeholders.date')}
      style={{ width: '100%' }}
      data-testid={props['data-testid']}
    />
  );
}

/** Known files by key: the server's `files` map plus uploads made on the page. */
export interface FilesRegistry {
  files: Record<string, FileItem>;
  add: (items: FileItem[]) => void;
}
const FilesContext = createContext<FilesRegistry>({ files: {}, add: () => undefined });
export const FilesProvider = ({ value, children }: { value: FilesRegistry; children: ReactNode }) => <FilesContext.Provider value={value}>{children}</FilesContext.Provider>;

/** Attachments as a list of file keys (the request bodies carry keys; POST /api/files/upload answers items). */
export function FileKeysField({ id, value, onChange, maxCount, disabled }: { id?: string; value?: string[]; onChange?: (keys: string[]) => void; maxCount?: number; disabled?: boolean }) {
  const { files, add } = useContext(FilesContext);
  const items: FileItem[] = (value ?? []).map(
    (k) => files[k] ?? { uid: k, fileKey: k, filename: k, url: pathOf(fileRoutes.download.url, { fileKey: k }), type: '', fileSize: 0, fileContentType: '' },
  );
  return (
    <div id={id}>
      <UploadField
        action={UPLOAD_URL}
        value={items}
        maxCount={maxCount}
        disabled={disabled}
        onChange={(next) => {
          add(next);
          onChange?.(next.map((f) => f.fileKey));
        }}
      />
    </div>
  );
}

export function categoryName(node: Pick<CategoryNode, 'nameZh' | 'nameEn'>): string {
  return currentLang() === 'zh' ? node.nameZh : node.nameEn;
}

/** `code -> node` of the whole tree. */
export function useCategoryIndex() {
  const { data, isLoading } = useCategories();
  return useMemo(() => {
    const byCode = new Map<string, CategoryNode>();
    for (const root of data ?? []) {
      byCode.set(root.code, root);
      for (const ch of root.children) byCode.set(ch.code, ch);
    }
    return { tree: data ?? [], byCode, loading: isLoading };
  }, [data, isLoading]);
}

/**
 * Level I and level II selects of one category row (`name` = the row's name path). A level II
 * category without a configured buyer is refused with the §8 message.
 */
export function CategoryPair({ name, absName = name, required, span = 6, testId }: { name: (string | number)[]; absName?: (string | number)[]; required?: boolean; span?: number; testId?: string }) {
  const { t } = useTranslation();
  const { tree, byCode, loading } = useCategoryIndex();
  const form = Form.useFormInstance();
  const level1 = Form.useWatch([...absName, 'level1'], form) as string | undefined;
  const children = tree.find((n) => n.code === level1)?.children ?? [];
  return (
    <>
      <Col xs={24} md={span}>
        <Form.Item name={[...name, 'level1']} label={t('supplierProfile.fields.level1')} required={required}>
          <Select
            loading={loading}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('common.placeholders.select')}
            options={tree.map((n) => ({ value: n.code, label: `${n.code} ${categoryName(n)}` }))}
            onChange={() => form.setFieldValue([...absName, 'level2'], undefined)}
            data-testid={testId ? `${testId}-level1` : undefined}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={span}>
        <Form.Item
          name={[...name, 'level2']}
          label={t('supplierProfile.fields.level2')}
          required={required}
          rules={[
            {
              validator: async (_r, v: string | undefined) => {
                if (v && byCode.get(v) && !byCode.get(v)!.hasBuyer) throw new Error(messageOf('supplierProfile.no_category_buyer'));
              },
            },
          ]}
        >
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={level1 ? t('common.placeholders.select') : t('supplierProfile.hints.level1First')}
            disabled={!level1}
            options={children.map((n) => ({ value: n.code, label: `${n.code} ${categoryName(n)}` }))}
            data-testid={testId ? `${testId}-level2` : undefined}
          />
        </Form.Item>
      </Col>
    </>
  );
}
