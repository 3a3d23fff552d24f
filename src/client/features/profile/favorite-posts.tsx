// The 'favorites' tab: the posts the viewer saved, newest save first, from GET /api/me/favorite-posts.
import { useInfiniteQuery } from '@tanstack/react-query';
import { BookOpen, Heart, MessageCircle } from 'lucide-react';
import type { Post } from '#shared/contract/feed.ts';
import { profile as texts } from '#shared/i18n/profile.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-state.tsx';
import { useFailureToast } from '../../ui/toaster.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { favoritePostsQuery } from './profile-api.ts';

const t = texts.favorites;
const timeFormat = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });

export function FavoritePosts() {
  const query = useInfiniteQuery(favoritePostsQuery);

  useFailureToast(query, t.loadError);

  if (query.isPending) {
    return (
      <p role="status" className="font-display text-lg font-semibold text-ink-soft">
        {texts.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed message={t.loadError} retryLabel={texts.retry} onRetry={() => void query.refetch()} />
    );
  }
  const posts = query.data.pages.flatMap((page) => page.items);
  if (!posts.length) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-blob border-2 border-dashed border-crust bg-white/80 p-8 text-center">
        <Heart className="size-12 text-paprika animate-float" aria-hidden="true" />
        <p className="text-lg font-semibold text-ink-soft">{t.empty}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">{t.heading}</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {posts.map((post) => (
          <FavoritePost key={post.id} post={post} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} className="self-center">
          {query.isFetchingNextPage ? texts.loading : t.loadMore}
        </Button>
      ) : null}
    </div>
  );
}

function FavoritePost({ post }: { post: Post }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-blob border-2 border-crust bg-white shadow-pop animate-pop-in">
      <div className="flex items-center gap-3 p-4">
        <Avatar name={post.userName} url={post.profilePictureUrl} />
        <div className="min-w-0">
          <p className="truncate font-display text-lg font-bold">{post.userName}</p>
          <p className="text-sm text-ink-soft">
            <time dateTime={post.timestamp}>{timeFormat.format(new Date(post.timestamp))}</time>
          </p>
        </div>
      </div>
      {post.imageUrl ? <img src={post.imageUrl} alt={t.imageAlt(post.userName)} loading="lazy" className="aspect-[4/3] w-full bg-crust object-cover" /> : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {post.text ? <p className="line-clamp-3 whitespace-pre-line break-words text-base">{post.text}</p> : null}
        {post.recipe ? (
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-crust px-3 py-1 text-sm font-bold">
            <BookOpen className="size-4" aria-hidden="true" />
            {t.recipe(post.recipe.name)}
          </p>
        ) : null}
        <p className="mt-auto flex gap-4 pt-1 text-sm font-semibold text-ink-soft">
          <span className="inline-flex items-center gap-1">
            <Heart className="size-4" aria-hidden="true" />
            {post.likesCount}
            <span className="sr-only"> {t.likes}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageCircle className="size-4" aria-hidden="true" />
            {post.commentsCount}
            <span className="sr-only"> {t.comments}</span>
          </span>
        </p>
      </div>
    </li>
  );
}
