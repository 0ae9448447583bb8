import { randomBytes } from 'node:crypto';
import { accountMessages, imageProfileResponseSchema } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import { users, type UserRow } from '../../db/schema';
import {
  jpegWithGps,
  pngBomb,
  scriptNamedJpeg,
  smallPng,
} from '../../platform/images/image-fixtures.test-support';

const uploadUrl = '/api/rela/upload-image-profile';

/** A multipart/form-data body with one file part. */
const multipart = (file: { field?: string; name: string; type: string; data: Buffer }) => {
  const boundary = `----rela${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

/** REQ-SEC-IMAGES over HTTP: the upload pipeline, storage and serving of profile photos. */
describe.each(drivers)('profile photo upload (%s)', (driver) => {
  let t: TestApp;
  let ada: UserRow;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
    ada = await createUser(t.db, { username: 'ada', role: 'buyer' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.advance(60 * 60_000);
    for (const key of await t.deps.storage.list('')) await t.deps.storage.remove(key);
    await t.db.update(users).set({ profileImage: null }).where(eq(users.id, ada.id));
    token = await loginAs(t.app, 'ada');
  });

  const upload = (file: Parameters<typeof multipart>[0], headers = bearer(token)) => {
    const body = multipart(file);
    return t.app.inject({
      method: 'POST',
      url: uploadUrl,
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType },
    });
  };
  const storedKeys = () => t.deps.storage.list('');
  const photoOf = async () =>
    (await t.db.select({ url: users.profileImage }).from(users).where(eq(users.id, ada.id)))[0]
      ?.url;
  const serve = (url: string) => t.app.inject({ method: 'GET', url });

  it('takes a PNG named .txt and sent as text/plain by its bytes, and serves it as a JPEG under a server-made name', async () => {
    const response = await upload({
      name: 'notes.txt',
      type: 'text/plain',
      data: await smallPng(),
    });
    expect(response.statusCode).toBe(200);
    const { imageURL } = response.json<{ imageURL: string }>();
    expect(response.json()).toEqual({
      status: 200,
      message: accountMessages.imageUploaded,
      imageURL,
    });
    expect(imageURL).toMatch(/^\/api\/rela\/profile-images\/[0-9a-f-]{36}\.jpg$/);
    expect(imageURL).not.toContain('notes');
    expect(await photoOf()).toBe(imageURL);
    expect(await storedKeys()).toEqual([`profile-images/${imageURL.split('/').at(-1)}`]);

    const served = await serve(imageURL);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const info = await t.app.inject({
      method: 'GET',
      url: '/api/rela/get-image-profile',
      headers: bearer(token),
    });
    expect(imageProfileResponseSchema.parse(info.json())).toEqual({
      status: 200,
      imageURL,
      profileImagesData: [{ imageUrl: imageURL }],
    });
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/my-account-info',
      headers: bearer(token),
    });
    expect(account.json()).toMatchObject({ userProfilePicURL: imageURL });
  });

  it('stores a JPEG with GPS in its EXIF without any EXIF, turned upright', async () => {
    const response = await upload({
      name: 'IMG_0001.JPG',
      type: 'image/jpeg',
      data: await jpegWithGps(80, 40),
    });
    expect(response.statusCode).toBe(200);
    const served = await serve(response.json<{ imageURL: string }>().imageURL);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(served.rawPayload.includes(Buffer.from('RelaCam'))).toBe(false);
  });

  it('refuses a script named .jpg and sent as image/jpeg, and changes nothing', async () => {
    const response = await upload({ name: 'photo.jpg', type: 'image/jpeg', data: scriptNamedJpeg });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: accountMessages.imageUnsupported });
    expect(await storedKeys()).toEqual([]);
    expect(await photoOf()).toBeNull();
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const response = await upload({ name: 'bomb.png', type: 'image/png', data: pngBomb(20_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: accountMessages.imageTooManyPixels });
    expect(await storedKeys()).toEqual([]);
  });

  it('answers 413 for an 11 MB file and changes nothing', async () => {
    const png = await smallPng();
    const data = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024 - png.length, 1)]);
    const response = await upload({ name: 'big.png', type: 'image/png', data });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await storedKeys()).toEqual([]);
    expect(await photoOf()).toBeNull();
  });

  it('takes a photo of several megabytes, above the JSON body limit', async () => {
    const noisy = await sharp(randomBytes(1400 * 1400 * 3), {
      raw: { width: 1400, height: 1400, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(t.config.BODY_LIMIT_BYTES * 4);
    const response = await upload({ name: 'big.png', type: 'image/png', data: noisy });
    expect(response.statusCode).toBe(200);
  });

  it('replaces the previous photo and removes its file', async () => {
    const first = await upload({ name: 'a.png', type: 'image/png', data: await smallPng() });
    const second = await upload({ name: 'b.png', type: 'image/png', data: await smallPng(32, 32) });
    const firstUrl = first.json<{ imageURL: string }>().imageURL;
    const secondUrl = second.json<{ imageURL: string }>().imageURL;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await storedKeys()).toEqual([`profile-images/${secondUrl.split('/').at(-1)}`]);
    expect((await serve(firstUrl)).statusCode).toBe(404);
    expect((await serve(secondUrl)).statusCode).toBe(200);
  });

  it('answers 400 for another field name, no file, or no multipart body', async () => {
    const other = await upload({
      field: 'file',
      name: 'a.png',
      type: 'image/png',
      data: await smallPng(),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: accountMessages.imageMissing });
    const json = await t.app.inject({
      method: 'POST',
      url: uploadUrl,
      payload: { image: 'x' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: uploadUrl,
      payload: '--x--\r\n',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
  });

  it.each([
    ['multipart/form-data; boundary=x', 'false'],
    ['multipart/form-data; boundary=x', '--x\r\n'],
    ['multipart/form-data; boundary=x', 'garbage'],
    ['multipart/form-data', '--x--\r\n'],
    ['multipart/form-data', ''],
  ])(
    "answers 400, not the parser's 500, to a broken multipart body (%s, %j)",
    async (type, body) => {
      const response = await t.app.inject({
        method: 'POST',
        url: uploadUrl,
        payload: body,
        headers: { ...bearer(token), 'content-type': type },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: accountMessages.imageMissing });
      expect(await storedKeys()).toEqual([]);
    },
  );

  it('answers 401 to the upload and the lookup without a token, and stores nothing', async () => {
    const response = await upload(
      { name: 'a.png', type: 'image/png', data: await smallPng() },
      {} as never,
    );
    expect(response.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/rela/get-image-profile' })).statusCode,
    ).toBe(401);
    expect(await storedKeys()).toEqual([]);
  });

  it.each([
    'nothing.jpg',
    '..%2F..%2Fetc%2Fpasswd',
    '00000000-0000-0000-0000-000000000000.jpg',
    '00000000-0000-0000-0000-000000000000.png',
  ])('serves nothing for the name %j', async (name) => {
    const response = await serve(`/api/rela/profile-images/${name}`);
    expect(response.statusCode).toBe(404);
  });
});
