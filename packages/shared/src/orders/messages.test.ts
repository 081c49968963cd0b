/** Every order and item status has its printed and exported label in both languages (the PDF and Excel read them by key). */
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import './messages';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES } from './workflow';

describe('order status labels of documents and exports', () => {
  it('has a zh and en label for every order status and item status', () => {
    const keys = [...ORDER_STATUSES.map((s) => `orders.export.status.${s}`), ...ORDER_ITEM_STATUSES.map((s) => `orders.pdf.item_status.${s}`)];
    const missing = keys.flatMap((k) => (['zh', 'en'] as const).filter((lang) => translate(k, lang) === k).map((lang) => `${lang}: ${k}`));
    expect(missing).toEqual([]);
  });
});
