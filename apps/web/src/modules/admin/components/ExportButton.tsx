/** The administration lists' export: the shared ExportButton with the logs' wording. */
import { useTranslation } from 'react-i18next';
import { ExportButton as ListExportButton, type ExportButtonProps } from '../../../components/ExportButton';

export function ExportButton(props: Pick<ExportButtonProps, 'route' | 'params' | 'fallbackName'>) {
  const { t } = useTranslation();
  return <ListExportButton {...props} label={t('admin.logs.actions.export')} doneMessage={t('admin.logs.messages.exported')} testId="log-export" />;
}
