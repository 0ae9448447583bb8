import { useCallback, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { accountMessages, limits } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { cropToJpeg } from '../utils/crop-image';
import { labels } from '../../../lib/labels';

const text = labels.account;

/**
 * Crop Profile Picture: a round crop at 1:1, zoom 1 to 3 in 0.1 steps, Cancel and Apply. Apply
 * hands over the crop as a JPEG at quality 0.95.
 */
export const CropDialog = ({
  src,
  onCancel,
  onApply,
}: {
  /** The picked image (an object URL); the dialog is open while it is set. */
  src: string | null;
  onCancel: () => void;
  onApply: (photo: Blob) => void;
}) => {
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(limits.cropZoomMin);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const apply = async () => {
    if (!src || !area) return;
    try {
      onApply(await cropToJpeg(src, area));
    } catch {
      setError(accountMessages.uploadFailed);
    }
  };

  return (
    <Dialog
      open={src !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={text.cropTitle}
      description={text.cropDescription}
    >
      <div className="relative h-72 overflow-hidden rounded-xl bg-slate-900 sm:h-80">
        {src ? (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            minZoom={limits.cropZoomMin}
            maxZoom={limits.cropZoomMax}
            zoomSpeed={limits.cropZoomStep}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={onCropComplete}
          />
        ) : null}
      </div>
      <div className="mt-4">
        <label htmlFor={zoomId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {text.zoom}
        </label>
        <input
          id={zoomId}
          type="range"
          min={limits.cropZoomMin}
          max={limits.cropZoomMax}
          step={limits.cropZoomStep}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="w-full accent-brand-700"
        />
      </div>
      {error ? <Alert className="mt-3">{error}</Alert> : null}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button onClick={() => void apply()} disabled={!area}>
          {text.apply}
        </Button>
      </div>
    </Dialog>
  );
};
