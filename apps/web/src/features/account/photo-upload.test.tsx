import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountMessages,
  apiPaths,
  defaultProductSlug,
  limits,
  withProduct,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { openAccountPage } from './test-support';
import { labels } from '../../lib/labels';

/** jsdom neither lays out nor decodes images: the cropper reports a fixed area at once. */
vi.mock('react-easy-crop', () => {
  type Pixels = { x: number; y: number; width: number; height: number };
  const FakeCropper = ({
    onCropComplete,
  }: {
    onCropComplete: (area: unknown, pixels: Pixels) => void;
  }) => {
    useEffect(() => onCropComplete({}, { x: 0, y: 0, width: 200, height: 200 }), [onCropComplete]);
    return <div data-testid="cropper" />;
  };
  return { default: FakeCropper };
});

/** The canvas is not there either; the crop is checked for its arguments and gives a JPEG blob. */
const cropped = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
vi.mock('./utils/crop-image', () => ({ cropToJpeg: vi.fn(async () => cropped) }));

const text = labels.account;
const uploadUrl = apiUrl(withProduct(apiPaths.uploadImageProfile, defaultProductSlug));

type Upload = { name: string; type: string; field: string };

const answerUpload = (answer: () => Response | Promise<Response>) => {
  const uploads: Upload[] = [];
  server.use(
    http.post(uploadUrl, async ({ request }) => {
      const form = await request.formData();
      const [field, file] = [...form.entries()][0] ?? [];
      // The request's File is Node's, not jsdom's: read it by shape.
      if (file && typeof file === 'object')
        uploads.push({ name: file.name, type: file.type, field: field ?? '' });
      return answer();
    }),
  );
  return uploads;
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picked');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The start of a PNG file: its signature is what makes it an image, not its name or type. */
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

const pickPhoto = async (user: ReturnType<typeof userEvent.setup>) => {
  const file = new File([pngBytes], 'holiday.png', { type: 'image/png' });
  await user.upload(screen.getByTestId('profile-photo-input'), file);
  const dialog = await screen.findByRole('dialog', { name: text.cropTitle });
  // The modal takes pointer events from the page, then gives them back to itself a render later.
  await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'));
  return dialog;
};

describe('profile photo', () => {
  it('the camera control opens the image picker', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    const input = screen.getByTestId('profile-photo-input');
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: text.changePhoto }));
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
  });

  it.each([
    ['a text file', new File(['just some notes'], 'notes.txt', { type: 'text/plain' })],
    ['a text file named like a photo', new File(['not a photo'], 'me.png', { type: 'image/png' })],
  ])('refuses %s before the crop dialog, saying which images it takes', async (_what, file) => {
    // The picker's "All files" choice: the accept list does not stop the user.
    const user = userEvent.setup({ applyAccept: false });
    await openAccountPage();
    const uploads = answerUpload(() => HttpResponse.json({}));
    await user.upload(screen.getByTestId('profile-photo-input'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.imageUnsupported);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(uploads).toEqual([]);
    // A real photo afterwards opens the crop and clears the message.
    await pickPhoto(user);
    expect(screen.queryByText(accountMessages.imageUnsupported)).toBeNull();
  });

  it('crops round at 1:1 with a zoom of 1 to 3 in 0.1 steps; Cancel uploads nothing', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    const uploads = answerUpload(() => HttpResponse.json({}));
    const dialog = await pickPhoto(user);
    const zoom = within(dialog).getByRole('slider', { name: text.zoom });
    expect(zoom).toHaveAttribute('min', String(limits.cropZoomMin));
    expect(zoom).toHaveAttribute('max', String(limits.cropZoomMax));
    expect(zoom).toHaveAttribute('step', String(limits.cropZoomStep));
    await user.click(within(dialog).getByRole('button', { name: text.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(uploads).toEqual([]);
  });

  it('Apply shows the preview with Uploading..., sends the JPEG as `image`, then refreshes the account (and the header)', async () => {
    const user = userEvent.setup();
    const page = await openAccountPage();
    let release = () => {};
    const uploads = answerUpload(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({
        status: 200,
        message: 'ok',
        imageURL: '/api/rela/profile-images/new.jpg',
      });
    });
    const append = vi.spyOn(FormData.prototype, 'append');
    const dialog = await pickPhoto(user);
    page.becomes({ userProfilePicURL: '/api/rela/profile-images/new.jpg' });
    const loadsBefore = page.loads();
    await user.click(within(dialog).getByRole('button', { name: text.apply }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.uploading);
    expect(screen.getByRole('button', { name: text.changePhoto })).toBeDisabled();
    await waitFor(() => expect(uploads).toHaveLength(1));
    // jsdom's FormData loses the file name on its way into Node's fetch; a browser sends it.
    expect(uploads).toEqual([{ field: 'image', name: expect.any(String), type: 'image/jpeg' }]);
    expect(append).toHaveBeenCalledWith(
      'image',
      expect.objectContaining({ name: 'profile-image.jpg', type: 'image/jpeg' }),
      'profile-image.jpg',
    );
    release();
    await waitFor(() => expect(screen.queryByText(text.uploading)).toBeNull());
    expect(page.loads()).toBeGreaterThan(loadsBefore);
    expect(page.queryClient.getQueryData(['account-info', 'buyer'])).toMatchObject({
      profileImage: '/api/rela/profile-images/new.jpg',
    });
  });

  it('says so when the upload fails, and the previous photo returns', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    answerUpload(() => HttpResponse.json({ message: 'Nope' }, { status: 400 }));
    const dialog = await pickPhoto(user);
    await user.click(within(dialog).getByRole('button', { name: text.apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.uploadFailed);
    expect(screen.queryByText(text.uploading)).toBeNull();
    expect(screen.getByText('BB', { selector: 'main span' })).toBeVisible();
  });

  it('times out after 30 s with its own text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openAccountPage();
    answerUpload(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const dialog = await pickPhoto(user);
    await user.click(within(dialog).getByRole('button', { name: text.apply }));
    await screen.findByText(text.uploading);
    act(() => vi.advanceTimersByTime(30_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.uploadTimeout);
  });
});
