// 'Foto': a file input styled as a button (on phones image/* offers the gallery and the camera).
import { Camera, ImageOff } from 'lucide-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { feed as t } from '#shared/i18n/feed.ts';
import { buttonClass } from '../../ui/button.tsx';

export interface PhotoPickerProps {
  label: string;
  onPick: (file: File) => void;
  /** A file that is not an image (SPEC §5: only image/* files are accepted). */
  onReject: () => void;
  disabled?: boolean;
}

export function PhotoPicker({ label, onPick, onReject, disabled }: PhotoPickerProps) {
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Let the same file be picked again after removing it.
    event.target.value = '';
    if (!file) return;
    if (file.type.startsWith('image/')) onPick(file);
    else onReject();
  }
  return (
    <label className={buttonClass('secondary', 'md', `cursor-pointer focus-within:outline-3 focus-within:outline-saffron ${disabled ? 'pointer-events-none opacity-55' : ''}`)}>
      <Camera className="size-5" aria-hidden="true" />
      {label}
      <input type="file" accept="image/*" className="sr-only" onChange={onChange} disabled={disabled} />
    </label>
  );
}

/** A preview URL for a picked file, released when the file changes or the view goes away. */
export function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The chosen photo of a post being written or edited, with 'Quitar foto'. */
export function PhotoPreview({ src, onRemove }: { src: string; onRemove: () => void }) {
  return (
    <div className="relative self-start">
      <img src={src} alt={t.composer.previewAlt} className="max-h-60 rounded-2xl border-2 border-crust object-cover" />
      <button
        type="button"
        onClick={onRemove}
        className="absolute right-2 top-2 inline-flex min-h-11 items-center gap-1 rounded-full bg-ink/80 px-3 text-sm font-bold text-white hover:bg-ink"
      >
        <ImageOff className="size-4" aria-hidden="true" />
        {t.composer.removePhoto}
      </button>
    </div>
  );
}
