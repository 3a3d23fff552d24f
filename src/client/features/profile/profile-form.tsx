// 'Editar perfil' → this form → 'Guardar' (SPEC §2). Validated by the same schema as the server.
import { useId, useState, type FormEvent } from 'react';
import { profileLimits, profileUpdateSchema, type Profile } from '#shared/contract/profile.ts';
import { profile as texts } from '#shared/i18n/profile.ts';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Field, inputClass } from '../../ui/field.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { useUpdateProfile } from './profile-api.ts';

type Values = Pick<Profile, 'username' | 'bio' | 'favoriteCuisine'>;
type Errors = Partial<Record<keyof Values, string>>;
const fields: readonly (keyof Values)[] = ['username', 'bio', 'favoriteCuisine'];
const isField = (name: unknown): name is keyof Values => fields.includes(name as keyof Values);

export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const notify = useToast();
  const update = useUpdateProfile();
  const bioId = useId();
  const [values, setValues] = useState<Values>({ username: profile.username, bio: profile.bio, favoriteCuisine: profile.favoriteCuisine });
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = profileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if (isField(name)) found[name] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      notify('success', texts.edit.saved);
      onDone();
    } catch (error) {
      console.error(texts.edit.saveError, error);
      if (error instanceof ApiError && isField(error.field)) setErrors({ [error.field]: error.message });
      notify('error', texts.edit.saveError);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex w-full flex-col gap-4 text-left" aria-label={texts.edit.start}>
      <Field
        label={texts.edit.username}
        value={values.username}
        onChange={(e) => set('username')(e.target.value)}
        maxLength={profileLimits.username}
        autoComplete="nickname"
        error={errors.username}
        required
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={bioId} className="font-display text-sm font-semibold text-ink">
          {texts.edit.bio}
        </label>
        <textarea
          id={bioId}
          value={values.bio}
          onChange={(e) => set('bio')(e.target.value)}
          maxLength={profileLimits.bio}
          rows={3}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? `${bioId}-error` : undefined}
          className={`${inputClass} py-3`}
        />
        {errors.bio ? (
          <p id={`${bioId}-error`} role="alert" className="text-sm font-semibold text-tomato">
            {errors.bio}
          </p>
        ) : null}
      </div>
      <Field
        label={texts.edit.favoriteCuisine}
        value={values.favoriteCuisine}
        onChange={(e) => set('favoriteCuisine')(e.target.value)}
        maxLength={profileLimits.favoriteCuisine}
        error={errors.favoriteCuisine}
        required
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={update.isPending} className="flex-1">
          {update.isPending ? texts.edit.saving : texts.edit.save}
        </Button>
        <Button variant="secondary" size="lg" onClick={onDone} disabled={update.isPending} className="flex-1">
          {texts.edit.cancel}
        </Button>
      </div>
    </form>
  );
}
