import type { Lang } from '@aerosupply/shared';
import type { HomeNotice } from '@aerosupply/shared/home/schemas';
import type { NoticeRow } from './repo';

/** A notice in the reader's language (the other language when that text is empty). */
export function presentNotice(row: NoticeRow, lang: Lang): HomeNotice {
  const pick = (zh: string, en: string) => (lang === 'zh' ? zh || en : en || zh);
  return { id: row.id, title: pick(row.title_zh, row.title_en), body: pick(row.body_zh, row.body_en), link: row.link, createdAt: row.created_at.toISOString() };
}
