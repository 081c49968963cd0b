/**
 * Shows a temporary password once (after creating a user or resetting a password), with a copy
 * button and whether it was also mailed. The password is never shown again after closing.
 */
import { useTranslation } from 'react-i18next';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import type { TemporaryPasswordAnswer } from '@aerosupply/shared/admin/schemas';

export interface TemporaryPasswordDialogProps {
  open: boolean;
  answer: TemporaryPasswordAnswer | null;
  /** 'created' after a new user, 'reset' after a password reset. */
  reason: 'created' | 'reset';
  onClose: () => void;
  /** After the closing animation: the caller forgets the password. */
  afterClose?: () => void;
}

export function TemporaryPasswordDialog({ open, answer, reason, onClose, afterClose }: TemporaryPasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open && answer !== null}
      title={reason === 'created' ? t('admin.tempPassword.createdTitle') : t('admin.tempPassword.resetTitle')}
      onCancel={onClose}
      afterClose={afterClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.actions.close')}
        </Button>
      }
    >
      {answer && (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('admin.users.fields.account')}>{answer.user.account}</Descriptions.Item>
            <Descriptions.Item label={t('admin.users.fields.realName')}>{answer.user.realName}</Descriptions.Item>
            <Descriptions.Item label={t('admin.tempPassword.password')}>
              <Typography.Text
                code
                strong
                data-testid="temporary-password"
                copyable={{ text: answer.temporaryPassword, tooltips: [t('admin.tempPassword.copy'), t('admin.tempPassword.copied')] }}
              >
                {answer.temporaryPassword}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Alert
            type={answer.mailed ? 'info' : 'warning'}
            showIcon
            title={answer.mailed ? t('admin.tempPassword.mailed', { email: answer.user.email ?? '' }) : t('admin.tempPassword.notMailed')}
            description={t('admin.tempPassword.onlyOnce')}
          />
        </>
      )}
    </Modal>
  );
}
