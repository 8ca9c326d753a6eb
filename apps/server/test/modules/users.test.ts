import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { api, call, signIn } from '../helpers/http.ts';
import { exifOf, photoWithGps, tinyImage } from '../helpers/images.ts';

const t = useTestApp();
let me: Awaited<ReturnType<typeof createUser>>;
let cookie: string;

// A real 1×1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
// The signatures of the accepted formats, with nothing an image decoder could read behind them.
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]).toString(
  'base64',
);
const WEBP_SIGNATURE = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 '),
]).toString('base64');

beforeAll(async () => {
  me = await createUser(t.db, { firstname: 'Inès', biography: 'Analyste' });
  cookie = await signIn(t.app, me.email);
});

describe('users', () => {
  it('GET /user/me answers the account; /user lists active colleagues for the pickers; /user/{id} any of them', async () => {
    const inactive = await createUser(t.db, { is_active: false, lastname: 'Zola' });
    const meBody = (await call(t.app, 'GET', '/user/me', cookie)).json();
    expect(meBody).toMatchObject({
      id: me.id,
      firstname: 'Inès',
      email: me.email,
      role: 'reader',
      biography: 'Analyste',
    });
    const list = (await call(t.app, 'GET', '/user', cookie)).json();
    expect(list.find((u: { id: string }) => u.id === me.id)).toEqual({
      id: me.id,
      firstname: 'Inès',
      lastname: me.lastname,
      username: me.username,
      img: null,
      is_active: true,
      has_confidential_access: false,
    });
    // Deactivated users may not be mentioned or messaged, so the pickers never see them.
    expect(list.map((u: { id: string }) => u.id)).not.toContain(inactive.id);
    expect(JSON.stringify(list)).not.toContain('password');
    expect((await call(t.app, 'GET', `/user/${inactive.id}`, cookie)).json()).toMatchObject({
      id: inactive.id,
    });
    expect((await call(t.app, 'GET', '/user/0123456789abcdef01234567', cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/user/xyz', cookie)).statusCode).toBe(400);
    for (const path of ['/user/me', '/user', `/user/${me.id}`])
      expect((await call(t.app, 'GET', path)).statusCode).toBe(406);
  });

  it('PUT /user/{id} edits one’s own profile and stores the avatar behind a URL', async () => {
    const response = await call(t.app, 'PUT', `/user/${me.id}`, cookie, {
      user: { firstname: 'Inès', lastname: 'Lefèvre', biography: 'Voir https://exemple.fr', img: PNG },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { img } = response.json();
    expect(img).toMatch(/^\/api\/v1\/media\/[0-9a-f]{24}$/);
    const image = await t.app.inject({ url: img, headers: { cookie } });
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await t.app.inject({ url: img })).statusCode).toBe(406);

    const renamed = await call(t.app, 'PUT', `/user/${me.id}`, cookie, { user: { biography: 'Sans image' } });
    expect(renamed.json()).toMatchObject({ img, lastname: 'Lefèvre', biography: 'Sans image' });
    const others = [await tinyImage('jpeg'), await tinyImage('webp')].map((data) => data.toString('base64'));
    for (const other of others) {
      expect((await call(t.app, 'PUT', `/user/${me.id}`, cookie, { user: { img: other } })).statusCode).toBe(
        200,
      );
    }
    expect((await t.app.inject({ url: img, headers: { cookie } })).statusCode).toBe(404);
    expect(await t.db.selectFrom('media').select('id').execute()).toHaveLength(1);
  });

  it('refuses another user’s profile with 403, and bad images or fields with 400', async () => {
    const other = await createUser(t.db);
    expect(
      (await call(t.app, 'PUT', `/user/${other.id}`, cookie, { user: { firstname: 'Pirate' } })).statusCode,
    ).toBe(403);
    const bad = [
      { user: { img: Buffer.from('GIF89a...').toString('base64') } },
      { user: { img: JPEG_SIGNATURE } },
      { user: { img: WEBP_SIGNATURE } },
      { user: { img: `data:image/png;base64,${PNG}` } },
      {
        user: {
          img: Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(1_000_001)]).toString('base64'),
        },
      },
      { user: { firstname: '' } },
      { user: { role: 'admin' } },
      { firstname: 'x' },
      { user: {} },
    ];
    for (const payload of bad) {
      const response = await call(t.app, 'PUT', `/user/${me.id}`, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(/^body\./);
    }
    expect((await call(t.app, 'GET', '/user/me', cookie)).json().role).toBe('reader');
    expect((await call(t.app, 'PUT', `/user/${me.id}`, undefined, { user: {} })).statusCode).toBe(406);
  });

  it('re-encodes an uploaded photo: its EXIF, GPS position included, is not kept', async () => {
    const photo = await photoWithGps();
    expect(exifOf(photo)).toEqual({ exif: true, gps: true, camera: true });
    const response = await call(t.app, 'PUT', `/user/${me.id}`, cookie, {
      user: { img: photo.toString('base64') },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { img } = response.json();
    const served = [
      (await t.app.inject({ url: img, headers: { cookie } })).rawPayload,
      (await t.app.inject({ url: api(`/conversejs/avatar/serve/${me.id}`), headers: { cookie } })).rawPayload,
    ];
    for (const image of served) {
      expect(exifOf(image)).toEqual({ exif: false, gps: false, camera: false });
      const metadata = await sharp(image).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
      expect(metadata.exif).toBeUndefined();
    }
  });
});
