// The top card of /profile: picture, name, bio, favourite cuisine, the edit toggle and the counters.
import { ChefHat, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Profile } from '#shared/contract/profile.ts';
import { profile as texts } from '#shared/i18n/profile.ts';
import { Button } from '../../ui/button.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { PictureButton } from './picture-button.tsx';
import { ProfileForm } from './profile-form.tsx';

export function ProfileHeader({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const counters = [
    { label: texts.counters.recipesPublished, value: profile.recipesPublished, tone: 'from-orange-100 to-amber-50 text-paprika-dark' },
    { label: texts.counters.recipesExplored, value: profile.recipesExplored, tone: 'from-sky-100 to-sky-50 text-sky-800' },
    { label: texts.counters.commentsWritten, value: profile.commentsWritten, tone: 'from-rose-100 to-rose-50 text-chili' },
    { label: texts.counters.following, value: profile.followingCount, tone: 'from-emerald-100 to-emerald-50 text-herb' },
  ];
  return (
    <section aria-label={profile.username} className="overflow-hidden rounded-blob border-2 border-crust bg-white shadow-pop animate-pop-in">
      <div className="h-20 bg-sunset" aria-hidden="true" />
      <div className="flex flex-col items-center gap-4 px-5 pb-5 sm:flex-row sm:items-start">
        <div className="relative -mt-14">
          <Avatar name={profile.username} url={profile.profilePictureUrl} size="lg" alt={texts.pictureAlt(profile.username)} />
          <PictureButton />
        </div>
        {editing ? null : (
          <div className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center sm:items-start sm:pt-3 sm:text-left">
            <h2 className="max-w-full break-words font-display text-3xl font-bold leading-tight">{profile.username}</h2>
            <p className="inline-flex items-center gap-1.5 rounded-full bg-crust px-3 py-1 text-sm font-bold text-ink">
              <ChefHat className="size-4" aria-hidden="true" />
              <span className="sr-only">{texts.details.favoriteCuisine}:</span>
              {profile.favoriteCuisine}
            </p>
          </div>
        )}
        {editing ? null : (
          <Button variant="secondary" className="sm:mt-3" onClick={() => setEditing(true)} icon={<Pencil className="size-5" aria-hidden="true" />}>
            {texts.edit.start}
          </Button>
        )}
      </div>
      <div className="px-5 pb-5">
        {editing ? (
          <ProfileForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <p className="whitespace-pre-line break-words text-center text-lg text-ink-soft sm:text-left">
            <span className="sr-only">{texts.details.bio}: </span>
            {profile.bio}
          </p>
        )}
        <h2 className="sr-only">{texts.counters.label}</h2>
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {counters.map((c) => (
            <div key={c.label} className={`flex flex-col-reverse items-center justify-end rounded-2xl bg-gradient-to-b p-3 text-center ${c.tone}`}>
              <dt className="text-sm font-bold leading-tight text-ink-soft">{c.label}</dt>
              <dd className="font-display text-3xl font-bold">{c.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
