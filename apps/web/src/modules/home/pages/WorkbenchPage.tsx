/**
 * Workbench (issue 3 item 9): what awaits the user (counts with links, filled in as modules
 * arrive), notices, and the helpdesk hours (working days 10:00-17:00).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Descriptions, Empty, Row, Skeleton, Tag, Typography } from 'antd';
import { CustomerServiceOutlined, DownloadOutlined } from '@ant-design/icons';
import { HELP_MANUAL_URL, saveDownload } from '../../../lib/download';
import { useFormat } from '../../../lib/format';
import { useUserInfo } from '../../../lib/user';
import { useHomeSummary, type HomeTask } from '../api';

function taskPath(task: HomeTask): string {
  return task.url.startsWith('/') ? task.url : `/${task.url}`;
}

export default function WorkbenchPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const summary = useHomeSummary();
  const format = useFormat();
  if (!info) return null;
  const { user } = info;
  const tasks = summary.data?.tasks ?? [];
  const notices = summary.data?.notices ?? [];
  // An empty list says what this kind of account can do (issue 11 item 8).
  const emptyTasks =
    user.companyType === 'forwarder' ? 'home.tasks.emptyForwarder' : user.companyType === 'supplier' && !user.permissions.includes('sup.vendorData') ? 'home.tasks.emptySupplierClerk' : 'home.tasks.empty';

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('home.welcome', { name: user.realName || user.account })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={<h2 className="as-card-title">{t('home.tasks.title')}</h2>} style={{ marginBottom: 16 }}>
            {summary.isLoading ? (
              <Skeleton active />
            ) : tasks.length === 0 ? (
              <Empty description={t(emptyTasks)} />
            ) : (
              <ul className="as-task-grid" aria-label={t('home.tasks.title')}>
                {tasks.map((task) => (
                  <li key={task.key}>
                    <Link to={taskPath(task)} className="as-task" data-testid={`task-${task.key}`}>
                      <span className="as-task-count">{task.count}</span>
                      <span className="as-task-label">{t(`home.tasks.${task.key}`, { defaultValue: task.key })}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={<h2 className="as-card-title">{t('home.notices.title')}</h2>}>
            {summary.isLoading ? (
              <Skeleton active />
            ) : notices.length === 0 ? (
              <Empty description={t('home.notices.empty')} />
            ) : (
              <ul className="as-notices">
                {notices.map((notice) => (
                  <li key={notice.id}>
                    <article>
                      <h3>{notice.title}</h3>
                      <time dateTime={notice.createdAt} title={format.dateTime(notice.createdAt)}>
                        {format.date(notice.createdAt)}
                      </time>
                      <Typography.Paragraph ellipsis={{ rows: 3, expandable: true, symbol: t('home.notices.more') }} style={{ marginBottom: 0 }}>
                        {notice.body}
                      </Typography.Paragraph>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card
            title={
              <h2 className="as-card-title">
                <CustomerServiceOutlined aria-hidden="true" /> {t('home.helpdesk.title')}
              </h2>
            }
            style={{ marginBottom: 16 }}
          >
            <Typography.Paragraph>{t('home.helpdesk.hours')}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('home.helpdesk.note')}</Typography.Paragraph>
            <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => void saveDownload(HELP_MANUAL_URL, t('layout.helpManualFile')).catch(() => undefined)}>
              {t('layout.helpManual')}
            </Button>
          </Card>
          <Card title={<h2 className="as-card-title">{t('home.account.title')}</h2>}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('home.account.account')}>{user.account}</Descriptions.Item>
              <Descriptions.Item label={t('home.account.company')}>{user.companyName}</Descriptions.Item>
              <Descriptions.Item label={t('home.account.side')}>{t(`home.sides.${user.companyType}`)}</Descriptions.Item>
              <Descriptions.Item label={t('home.account.roles')}>
                {/* A supplier's or forwarder's administrator holds no post but every function (spec 001 §6). */}
                {user.isCompanyAdmin && user.companyType !== 'staff' && <Tag color="gold">{t('home.account.companyAdmin')}</Tag>}
                {user.roleNames.map((name) => <Tag key={name}>{name}</Tag>)}
                {!user.roleNames.length && !(user.isCompanyAdmin && user.companyType !== 'staff') && '-'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </>
  );
}
