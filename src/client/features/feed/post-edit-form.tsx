// Inline editing of one's own post: the text and the photo (replace or remove). DESIGN §3: implemented.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Post, UpdatePostInput } from '#shared/contract/feed.ts';
import { isEmptyPost, postLimits } from '#shared/domain/content-rules.ts';
import { feed as t } from '#shared/i18n/feed.ts';
import { call } from '../../lib/api.ts';
import { uploadImage } from '../../lib/upload.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { failureMessage, upsertPost } from './feed-api.ts';
import { PhotoPicker, PhotoPreview, usePreviewUrl } from './photo-picker.tsx';

export function PostEditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const queryClient = useQueryClient();
  const notify = useToast();
  const textId = useId();
  const [text, setText] = useState(post.text);
  const [keptImage, setKeptImage] = useState<string | null>(post.imageUrl);
  const [newPhoto, setNewPhoto] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const preview = usePreviewUrl(newPhoto);
  const shownImage = preview ?? keptImage;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (isEmptyPost({ text, imageUrl: shownImage })) {
      notify('error', t.validation.empty);
      return;
    }
    setSaving(true);
    try {
      const changes: UpdatePostInput = { text };
      if (newPhoto) {
        try {
          changes.imageUrl = (await uploadImage(newPhoto, 'post')).url;
        } catch {
          notify('error', t.errors.upload);
          return;
        }
      } else if (keptImage !== post.imageUrl) {
        changes.imageUrl = keptImage;
      }
      try {
        upsertPost(queryClient, await call('PATCH /api/posts/:id', { params: { id: post.id }, body: changes }));
        notify('success', t.post.edited);
        onDone();
      } catch (error) {
        notify('error', failureMessage(error, t.errors.edit));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} className="flex flex-col gap-3" aria-busy={saving}>
      <label htmlFor={textId} className="font-display font-semibold">
        {t.post.editLabel}
      </label>
      <textarea
        id={textId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={postLimits.text}
        rows={4}
        autoFocus
        className="w-full resize-y rounded-2xl border-2 border-crust bg-cream/60 px-4 py-3 text-base focus:border-saffron focus:outline-none"
      />
      {shownImage ? (
        <PhotoPreview
          src={shownImage}
          onRemove={() => {
            setNewPhoto(null);
            setKeptImage(null);
          }}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <PhotoPicker
          label={shownImage ? t.post.changePhoto : t.post.addPhoto}
          onPick={setNewPhoto}
          onReject={() => notify('error', t.errors.upload)}
          disabled={saving}
        />
        <div className="ml-auto flex gap-2">
          <Button variant="ghost" onClick={onDone} disabled={saving}>
            {t.post.cancel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t.post.saving : t.post.save}
          </Button>
        </div>
      </div>
    </form>
  );
}
