import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export interface StatusTagProps {
  value: string | null | undefined;
  /** i18n prefix: the label is `<prefix>.<value>` (e.g. `users.status`), falling back to the value. */
  prefix: string;
  /** Tag colour per value (antd preset names: success, processing, error, warning, default, or a colour). */
  colors?: Record<string, string>;
}

/** A status value shown as a coloured tag with its label in the UI language (architecture habit 3). */
export function StatusTag({ value, prefix, colors }: StatusTagProps) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === '') return <>-</>;
  return <Tag color={colors?.[value] ?? 'default'}>{t(`${prefix}.${value}`, { defaultValue: value })}</Tag>;
}
