import { createHash } from 'node:crypto';
import type { CustomFeedFilter } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import type { Viewer } from '../access/viewer.ts';
import { type PostsJson, pageJson } from './cards.ts';
import type { CitingWay } from './citing.ts';
import { type ListedIds, listedItems, listedKinds, listedScansFirst, listedWay } from './listed-items.ts';
import { ReadingHints } from './reading-hints.ts';
import { citingSource, type FeedSource, feedRow, type PageQuery } from './service.ts';

type CustomQuery = PageQuery & { query: CustomFeedFilter };

/**
 * How each custom feed whose way is not known beforehand (one with themes, or of ten items or more) was
 * last found best read, by audience and filter: a theme's Briefing tab, read often by many readers.
 */
const hints = new ReadingHints(10_000);

const idsOf = ([contacts, entities, themes]: readonly unknown[]): ListedIds => ({
  contacts: contacts as string[],
  entities: entities as string[],
  themes: themes as string[],
});

/** The feed read `way`; with `hinted`, it also says whether it is scanned first, but for the scan alone. */
function customSource(db: Db, { query }: CustomQuery, way: CitingWay, hinted: boolean): FeedSource {
  const { contacts, entities, themes, types } = query;
  const withColumn = hinted && way !== 'scan';
  const kinds = listedKinds(query);
  const items = (values: readonly unknown[], reader: Viewer) => listedItems(db, reader, idsOf(values), kinds);
  return {
    ...citingSource(
      db,
      ['custom', types, kinds, way, withColumn],
      [contacts, entities, themes],
      items,
      types,
      way,
    ),
    ...(withColumn && { columns: (reader, values) => [listedScansFirst(db, reader, idsOf(values))] }),
  };
}

export async function customFeed(db: Db, viewer: Viewer, q: CustomQuery): Promise<PostsJson> {
  const read = async (way: CitingWay, hinted: boolean) =>
    feedRow(db, viewer, customSource(db, q, way, hinted), q);
  if (listedWay(q.query) === 'merge') return pageJson((await read('merge', false)).page);
  const key = createHash('sha1')
    .update(JSON.stringify([viewer.has_confidential_access, q.query]))
    .digest('base64url');
  const way = hints.way(key);
  const row = await read(way, true);
  const scanFellShort = hints.learn(key, way, row);
  return pageJson((scanFellShort ? await read('merge', true) : row).page);
}
