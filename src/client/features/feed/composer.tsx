// The composer card at the top of the feed: words and/or a photo, optionally linked to the recipe the
// cook just finished ('Publicar en el Feed' arrives here with the fromRecipe navigation state).
import { useQueryClient } from '@tanstack/react-query';
import { ChefHat, Send, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { isEmptyPost, postLimits } from '#shared/domain/content-rules.ts';
import type { FromRecipeState } from '#shared/contract/navigation.ts';
import { feed as t } from '#shared/i18n/feed.ts';
import { call } from '../../lib/api.ts';
import { uploadImage } from '../../lib/upload.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { failureMessage, upsertPost } from './feed-api.ts';
import { PhotoPicker, PhotoPreview, usePreviewUrl } from './photo-picker.tsx';
import { RecipeChip } from './recipe-chip.tsx';

type FinishedRecipe = FromRecipeState['fromRecipe'];

export function Composer({ fromRecipe, onPublished }: { fromRecipe: FinishedRecipe | null; onPublished: () => void }) {
  const queryClient = useQueryClient();
  const notify = useToast();
  const textId = useId();
  const counterId = useId();
  const [text, setText] = useState(fromRecipe ? t.composer.fromRecipeText(fromRecipe.name) : '');
  const [recipe, setRecipe] = useState<FinishedRecipe | null>(fromRecipe);
  const [photo, setPhoto] = useState<File | null>(null);
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'publishing'>('idle');
  const busy = phase !== 'idle';
  const preview = usePreviewUrl(photo);

  async function publish(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (isEmptyPost({ text, imageUrl: photo ? photo.name : null })) {
      notify('error', t.validation.empty);
      return;
    }
    try {
      let imageUrl: string | null = null;
      if (photo) {
        setPhase('uploading');
        try {
          imageUrl = (await uploadImage(photo, 'post')).url;
        } catch {
          notify('error', t.errors.upload);
          return;
        }
      }
      setPhase('publishing');
      try {
        const created = await call('POST /api/posts', { body: { text, imageUrl, recipeId: recipe?.id ?? null } });
        upsertPost(queryClient, created);
        setText('');
        setPhoto(null);
        setRecipe(null);
        onPublished();
      } catch (error) {
        notify('error', failureMessage(error, t.errors.publish));
      }
    } finally {
      setPhase('idle');
    }
  }

  return (
    <Card className="animate-pop-in">
      <form onSubmit={(event) => void publish(event)} className="flex flex-col gap-3" aria-busy={busy}>
        <h2 className="sr-only">{t.composer.heading}</h2>
        {recipe ? (
          <div className="flex items-center gap-2">
            <RecipeChip recipe={recipe} prefix={t.composer.fromRecipeHeading} />
            <button
              type="button"
              onClick={() => setRecipe(null)}
              className="grid size-11 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-crust"
              aria-label={t.composer.removeRecipe}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
        ) : null}
        <label htmlFor={textId} className="font-display text-xl font-bold text-ink">
          {t.composer.label}
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t.composer.placeholder}
          maxLength={postLimits.text}
          rows={3}
          autoFocus={Boolean(fromRecipe)}
          aria-describedby={counterId}
          className="w-full resize-y rounded-2xl border-2 border-crust bg-cream/60 px-4 py-3 text-base text-ink placeholder:text-ink-soft/70 focus:border-saffron focus:outline-none"
        />
        <p id={counterId} className="-mt-2 self-end text-xs font-semibold text-ink-soft">
          {t.composer.counter(text.length, postLimits.text)}
        </p>
        {preview ? <PhotoPreview src={preview} onRemove={() => setPhoto(null)} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <PhotoPicker label={t.composer.photo} onPick={setPhoto} onReject={() => notify('error', t.errors.upload)} disabled={busy} />
          <Button type="submit" className="ml-auto" disabled={busy} icon={busy ? <ChefHat className="size-5 animate-spin" aria-hidden="true" /> : <Send className="size-5" aria-hidden="true" />}>
            {phase === 'uploading' ? t.composer.uploading : phase === 'publishing' ? t.composer.publishing : t.composer.publish}
          </Button>
        </div>
      </form>
    </Card>
  );
}
