// A photo slot of the recipe: a preview, and the image source choice of SPEC §2 (gallery or camera).
import * as Dialog from '@radix-ui/react-dialog';
import { Camera, ImagePlus, Images, LoaderCircle, X, type LucideIcon } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import type { UploadPurpose } from '#shared/contract/uploads.ts';
import { es } from '#shared/i18n/es.ts';
import { ApiError } from '../../lib/api.ts';
import { imageProcessingErrorCode, uploadImage } from '../../lib/upload.ts';
import { Button } from '../../ui/button.tsx';
import { DialogPanel } from '../../ui/dialog.tsx';
import { useToast } from '../../ui/toaster.tsx';

const t = es.editor.image;

export interface ImagePickerProps {
  /** What the photo shows, for its accessible name ('Foto principal', 'Foto del paso 2'). */
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  purpose: UploadPurpose;
  /** Part of the stored file's name (the recipe's or ingredient's name). */
  uploadName?: string;
  size?: 'lg' | 'md' | 'sm';
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

const frames = {
  lg: 'aspect-[16/9] w-full rounded-blob',
  md: 'h-28 w-40 rounded-2xl',
  sm: 'size-14 rounded-2xl',
};

export function ImagePicker({
  label,
  value,
  onChange,
  purpose,
  uploadName,
  size = 'md',
  disabled,
  onBusyChange,
}: ImagePickerProps) {
  const notify = useToast();
  const [choosing, setChoosing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    onBusyChange?.(true);
    try {
      const { url } = await uploadImage(file, purpose, uploadName || file.name);
      onChange(url);
    } catch (error) {
      console.error(error);
      if (error instanceof ApiError && error.code === imageProcessingErrorCode)
        notify('error', t.processError);
      else if (error instanceof ApiError && (error.status === 413 || error.status === 415))
        notify('error', error.message);
      else notify('error', t.uploadError);
    } finally {
      setUploading(false);
      onBusyChange?.(false);
    }
  }

  function pick(input: HTMLInputElement | null) {
    setChoosing(false);
    input?.click();
  }

  const busy = disabled || uploading;
  const small = size === 'sm';

  return (
    <div className={`flex items-center gap-2 ${size === 'lg' ? 'flex-col items-stretch' : ''}`}>
      <button
        type="button"
        onClick={() => setChoosing(true)}
        disabled={busy}
        aria-label={`${value ? t.change : t.choose}: ${label}`}
        className={`group relative grid shrink-0 place-items-center overflow-hidden border-2 ${value ? 'border-solid' : 'border-dashed'} border-saffron bg-crust/60 text-paprika-dark transition hover:border-paprika hover:bg-crust disabled:cursor-not-allowed disabled:opacity-60 ${frames[size]}`}
      >
        {value ? (
          <img src={value} alt={t.preview(label)} className="absolute inset-0 size-full object-cover" />
        ) : null}
        {uploading ? (
          <span className="absolute inset-0 grid place-items-center bg-white/75" role="status">
            <LoaderCircle className="size-7 animate-spin" aria-hidden="true" />
            {small ? (
              <span className="sr-only">{t.uploading}</span>
            ) : (
              <span className="text-sm font-bold">{t.uploading}</span>
            )}
          </span>
        ) : !value ? (
          <span className="flex flex-col items-center gap-1 px-2 text-center">
            <ImagePlus className={small ? 'size-6' : 'size-9'} aria-hidden="true" />
            {small ? null : <span className="font-display font-semibold">{t.choose}</span>}
          </span>
        ) : null}
      </button>
      {value && !uploading ? (
        <Button
          variant="ghost"
          onClick={() => onChange(null)}
          disabled={busy}
          aria-label={`${t.remove}: ${label}`}
          className={small ? 'px-2' : 'whitespace-nowrap'}
          icon={<X className="size-5" aria-hidden="true" />}
        >
          {small ? null : t.remove}
        </Button>
      ) : null}

      <input
        ref={gallery}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => void onFile(e)}
        aria-label={`${t.gallery}: ${label}`}
        data-testid="image-gallery-input"
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(e) => void onFile(e)}
        aria-label={`${t.camera}: ${label}`}
      />

      <Dialog.Root open={choosing} onOpenChange={setChoosing}>
        <DialogPanel className="w-[min(92vw,26rem)] border-saffron text-center">
          <Dialog.Title className="font-display text-2xl font-bold">{t.sourceTitle}</Dialog.Title>
          <Dialog.Description className="mt-1 text-ink-soft">{t.sourceHint}</Dialog.Description>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <SourceButton
              icon={Images}
              label={t.gallery}
              colours="from-amber-500 to-orange-700"
              onClick={() => pick(gallery.current)}
            />
            <SourceButton
              icon={Camera}
              label={t.camera}
              colours="from-rose-600 to-fuchsia-800"
              onClick={() => pick(camera.current)}
            />
          </div>
          <Dialog.Close asChild>
            <Button variant="secondary" size="lg" className="mt-4 w-full">
              {t.cancel}
            </Button>
          </Dialog.Close>
        </DialogPanel>
      </Dialog.Root>
    </div>
  );
}

/** One of the two big choices of the source dialog: the gallery or the camera. */
function SourceButton({
  icon: Icon,
  label,
  colours,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  colours: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`flex min-h-32 flex-col items-center justify-center gap-2 rounded-blob bg-gradient-to-br ${colours} p-4 font-display text-xl font-bold text-white shadow-pop transition hover:-translate-y-0.5 active:translate-y-0.5`}
    >
      <Icon className="size-10" aria-hidden="true" />
      {label}
    </button>
  );
}
