import type { ItemType } from '@vigie/contract';

const ITEM_TYPES: readonly string[] = ['contact', 'entity', 'theme'] satisfies ItemType[];
const ITEM_ID = /^[0-9a-f]{24}$/;

/** `{type}/{id}` in a deep link names an item only for the three item types and a 24-hex id. */
export const isItemType = (type: string): type is ItemType => ITEM_TYPES.includes(type);
export const isItemId = (id: string) => ITEM_ID.test(id);
