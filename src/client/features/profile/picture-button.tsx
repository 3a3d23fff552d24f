// The camera badge on the avatar: compress and upload a photo, then make it the profile picture.
import { Camera, LoaderCircle } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { profile as texts } from '#shared/i18n/profile.ts';
import { uploadImage } from '../../lib/upload.ts';
import { useToast } from '../../ui/toaster.tsx';
import { useUpdateProfile } from './profile-api.ts';

export function PictureButton() {
  const id = useId();
  const notify = useToast();
  const update = useUpdateProfile();
  const [busy, setBusy] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      const { url } = await uploadImage(file, 'profile');
      await update.mutateAsync({ profilePictureUrl: url });
      notify('success', texts.edit.saved);
    } catch (error) {
      console.error(texts.edit.pictureError, error);
      notify('error', texts.edit.pictureError);
    } finally {
      input.value = '';
      setBusy(false);
    }
  }

  return (
    <>
      <input id={id} type="file" accept="image/*" className="peer sr-only" onChange={(e) => void onChange(e)} disabled={busy} />
      <label
        htmlFor={id}
        title={busy ? texts.edit.uploadingPicture : texts.edit.changePicture}
        className="absolute -bottom-1 -right-1 grid size-11 cursor-pointer place-items-center rounded-full border-4 border-white bg-paprika-dark text-white shadow-pop transition hover:bg-orange-800 peer-focus-visible:outline-3 peer-focus-visible:outline-saffron peer-disabled:cursor-wait"
      >
        {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <Camera className="size-5" aria-hidden="true" />}
        <span className="sr-only">{busy ? texts.edit.uploadingPicture : texts.edit.changePicture}</span>
      </label>
    </>
  );
}
