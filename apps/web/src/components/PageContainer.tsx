import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export interface PageContainerProps {
  /** Page heading (h1); usually the menu name or the record's name. */
  title: ReactNode;
  /** Buttons on the right of the heading (create, export...). */
  extra?: ReactNode;
  /** Line under the heading. */
  description?: ReactNode;
  children?: ReactNode;
}

/** Standard frame of a screen in the main layout: heading, actions, white panel. */
export function PageContainer({ title, extra, description, children }: PageContainerProps) {
  return (
    <section className="as-page">
      <Flex justify="space-between" align="center" wrap gap={8} className="as-page-head">
        <Typography.Title level={1} className="as-page-title">
          {title}
        </Typography.Title>
        {extra && (
          <Flex gap={8} wrap>
            {extra}
          </Flex>
        )}
      </Flex>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      <div className="as-page-body">{children}</div>
    </section>
  );
}
