import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createContact, createPost } from '../helpers/factories.ts';
import { call, useReaderAndInsider } from '../helpers/http.ts';

const t = useTestApp();
const audiences = useReaderAndInsider(t);

const customFeed = async (cookie: string, filter: Record<string, string[]>) => {
  const query = encodeURIComponent(JSON.stringify(filter));
  const response = await call(t.app, 'GET', `/post/feed/custom?query=${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((post: { id: string }) => post.id);
};

describe('citations copy their post’s date, visibility and type', () => {
  it('follow every change of the post: confidentiality, publication, date and type', async () => {
    const contact = await createContact(t.db);
    const post = await createPost(t.db, { contacts: [contact.id], type: 'news' });
    const update = (fields: Record<string, unknown>) =>
      t.db.updateTable('posts').set(fields).where('id', '=', post.id).execute();
    expect(await customFeed(audiences.reader, { contacts: [contact.id] })).toEqual([post.id]);

    await update({ confidential: true });
    expect(await customFeed(audiences.reader, { contacts: [contact.id] })).toEqual([]);
    expect(await customFeed(audiences.insider, { contacts: [contact.id] })).toEqual([post.id]);

    await update({ confidential: false, is_published: false });
    expect(await customFeed(audiences.insider, { contacts: [contact.id] })).toEqual([]);

    await update({ is_published: true, publish_date: new Date(Date.now() + 3_600_000) });
    expect(await customFeed(audiences.insider, { contacts: [contact.id] })).toEqual([]);

    await update({ publish_date: new Date(), type: 'memo' });
    expect(await customFeed(audiences.reader, { contacts: [contact.id], types: ['news'] })).toEqual([]);
    expect(await customFeed(audiences.reader, { contacts: [contact.id], types: ['memo'] })).toEqual([
      post.id,
    ]);

    const copies = await sql<{ confidential: boolean; type: string }>`
      SELECT confidential, type FROM post_contacts WHERE post_id = ${post.id}`.execute(t.db);
    expect(copies.rows).toEqual([{ confidential: false, type: 'memo' }]);
  });

  it('refuses a citation whose copy disagrees with its post', async () => {
    const contact = await createContact(t.db);
    const post = await createPost(t.db, { confidential: true });
    const write = t.db
      .insertInto('post_contacts')
      .values({
        post_id: post.id,
        contact_id: contact.id,
        publish_date: post.publish_date,
        is_published: true,
        confidential: false,
        type: post.type,
      })
      .execute();
    await expect(write).rejects.toThrow(/post_contacts_post_fkey/);
  });
});
