/** The opening password after a release, shown once to the releaser who holds it. */
import { useTranslation } from 'react-i18next';
import { Modal, Typography } from 'antd';

export function OpeningPasswordDialog({ password, onClose }: { password: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={password !== null} title={t('sourcing.rfx.passwordTitle')} onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }} maskClosable={false}>
      <Typography.Paragraph>{t('sourcing.rfx.passwordOnce')}</Typography.Paragraph>
      <Typography.Text code copyable strong data-testid="rfx-opening-password">
        {password}
      </Typography.Text>
    </Modal>
  );
}
