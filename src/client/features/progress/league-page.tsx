// /league: this week's league of the cook and the cooks they follow, by XP earned this week (issue 13).
// It moves live: when any cook shown earns XP, the table is fetched again.
import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import type { LeagueEntry } from '#shared/contract/progress.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { Loading, LoadFailed } from '../../ui/load-state.tsx';
import { Page } from '../../ui/page.tsx';
import { useFailureToast } from '../../ui/toaster.tsx';
import { lastDayOf } from './progress-card.tsx';
import { useLeaderboard, useProgress } from './progress-api.ts';

const texts = es.progress.league;
const podium = ['🥇', '🥈', '🥉'];

function LeagueRow({ entry }: { entry: LeagueEntry }) {
  return (
    <li
      aria-current={entry.isMe ? 'true' : undefined}
      className={`flex items-center gap-3 rounded-blob border-2 p-3 shadow-sm ${entry.isMe ? 'border-saffron bg-orange-50' : 'border-crust bg-white'}`}
    >
      <span className="grid w-10 shrink-0 place-items-center font-display text-2xl font-bold text-paprika-dark">
        <span aria-hidden="true">{podium[entry.rank - 1] ?? entry.rank}</span>
        <span className="sr-only">{fill(texts.rank, { rank: entry.rank })}</span>
      </span>
      <Avatar name={entry.username} url={entry.profilePictureUrl} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-display text-lg font-bold">{entry.username}</p>
        <p className="text-sm text-ink-soft">
          {entry.isMe ? <span className="mr-1.5 rounded-full bg-saffron px-2 py-0.5 text-xs font-bold text-ink">{texts.you}</span> : null}
          {fill(texts.levelShort, { level: entry.level, title: entry.levelTitle })}
        </p>
      </div>
      <p className="shrink-0 rounded-full bg-crust px-3 py-1 font-display font-bold text-ink">
        <span aria-hidden="true">{fill(es.progress.card.xp, { xp: entry.weekXp })}</span>
        <span className="sr-only">{fill(texts.weekXp, { xp: entry.weekXp })}</span>
      </p>
    </li>
  );
}

export function LeaguePage() {
  const league = useLeaderboard();
  const { data: progress } = useProgress();
  useFailureToast(league, texts.loadError);

  return (
    <Page title={texts.title} subtitle={texts.subtitle} back={{ to: '/menu', label: texts.back }}>
      {league.isPending ? (
        <Loading label={es.app.loading} />
      ) : league.isError ? (
        <LoadFailed message={texts.loadError} retryLabel={texts.retry} onRetry={() => void league.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <ol className="flex flex-col gap-2" aria-label={texts.title}>
            {league.data.items.map((entry) => (
              <LeagueRow key={entry.userId} entry={entry} />
            ))}
          </ol>
          {league.data.items.length <= 1 ? (
            <div className="flex flex-col items-start gap-3 rounded-blob bg-white p-4 shadow-sm">
              <p className="font-semibold">{texts.alone}</p>
              <Link to="/feed" className={buttonClass('primary', 'md', 'gap-2')}>
                <UsersRound className="size-5" aria-hidden="true" />
                {texts.goToFeed}
              </Link>
            </div>
          ) : null}
          <p className="text-sm font-semibold text-ink-soft">
            {fill(texts.endsAt, { date: lastDayOf(league.data.endsAt, progress?.timeZone ?? 'UTC') })}
          </p>
        </div>
      )}
    </Page>
  );
}
