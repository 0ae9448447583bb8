import { Suspense, useRef, useState, type ChangeEvent } from 'react';
import { accountMessages, displayName, initials, type UserProfile } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Spinner } from '../../../components/spinner';
import { lazyComponent } from '../../../lib/lazy-component';
import { usePhotoUpload } from '../hooks/use-photo-upload';
import { isSupportedImage } from '../utils/image-file';
import { labels } from '../../../lib/labels';

const text = labels.account;

/**
 * The cropper (react-easy-crop) is not part of the account page's code: it loads when the pointer
 * or the focus reaches the camera control, at the latest while the user picks a photo.
 */
const CropDialog = lazyComponent(async () => (await import('./crop-dialog')).CropDialog);
const prepareCrop = () => void CropDialog.preload();

const CameraIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    className="size-4"
    aria-hidden="true"
  >
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" strokeLinejoin="round" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);

/** The photo (initials, or `--`, without one), the camera control, full name and e-mail. */
export const ProfileSummary = ({ profile }: { profile: UserProfile }) => {
  const picker = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const photo = usePhotoUpload();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    photo.dismissError();
    if (await isSupportedImage(file)) setPicked(URL.createObjectURL(file));
    else photo.refuse(accountMessages.imageUnsupported);
  };
  const closeCrop = () => {
    if (picked) URL.revokeObjectURL(picked);
    setPicked(null);
  };

  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl bg-white px-5 py-6 text-center shadow-sm ring-1 ring-slate-200 sm:flex-row sm:flex-wrap sm:px-6 sm:text-left">
      <div className="relative">
        <Avatar
          imageUrl={photo.preview ?? profile.profileImage}
          initials={initials(profile)}
          className="size-24 bg-slate-200! text-2xl text-slate-700 ring-4 ring-slate-100"
        />
        {photo.uploading ? (
          <div className="absolute inset-0 flex items-center justify-center rounded-full bg-slate-900/50">
            <Spinner className="text-white" />
          </div>
        ) : null}
        <button
          type="button"
          aria-label={text.changePhoto}
          title={text.changePhoto}
          disabled={photo.uploading}
          onPointerEnter={prepareCrop}
          onFocus={prepareCrop}
          onClick={() => {
            prepareCrop();
            picker.current?.click();
          }}
          className="absolute -right-1 -bottom-1 flex size-9 items-center justify-center rounded-full bg-slate-900 text-white shadow ring-2 ring-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:bg-slate-400"
        >
          <CameraIcon />
        </button>
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="profile-photo-input"
          onChange={(event) => void pick(event)}
        />
      </div>
      <div className="min-w-0">
        <p className="truncate text-xl font-semibold text-slate-900">{displayName(profile)}</p>
        <p className="truncate text-sm text-slate-600">{profile.email}</p>
        {photo.uploading ? (
          <p role="status" className="mt-1 text-sm text-slate-600">
            {text.uploading}
          </p>
        ) : null}
      </div>
      {photo.error ? <Alert className="w-full sm:basis-full">{photo.error}</Alert> : null}
      {picked ? (
        <Suspense fallback={null}>
          <CropDialog
            key={picked}
            src={picked}
            onCancel={closeCrop}
            onApply={(blob) => {
              closeCrop();
              photo.upload(blob);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
};
