// The step's timer (SPEC §4, §5): start/pause, reset, and a dialog to set minutes and seconds. It counts
// towards an absolute end time, so a sleeping tab or phone shows the right time when it wakes.
import * as Dialog from '@radix-ui/react-dialog';
import { Pause, Pencil, Play, RotateCcw, Timer } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  formatClock,
  pauseTimer,
  remainingSeconds,
  resetTimer,
  startTimer,
  validateTimerInput,
  type TimerState,
} from '#shared/domain/step-time.ts';
import { es } from '#shared/i18n/es.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';

const texts = es.cooking.timer;

/** The current time, refreshed a few times a second while `active` and whenever the page shows again. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!active) return;
    const tick = () => setNow(Date.now());
    const id = setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [active]);
  return now;
}

export interface StepTimerProps {
  timer: TimerState;
  onChange: (timer: TimerState) => void;
  /** Called once when a running timer reaches zero (it has already stopped). */
  onRing: () => void;
  /** Called from the tap that starts the timer (sound and notifications need a gesture). */
  onStart: () => void;
}

export function StepTimer({ timer, onChange, onRing, onStart }: StepTimerProps) {
  const running = timer.status === 'running';
  const now = useNow(running);
  const [editing, setEditing] = useState(false);
  const left = remainingSeconds(timer, now);

  // One timeout at the end time: it fires on time in a background tab, or as soon as a sleeping phone wakes.
  useEffect(() => {
    if (timer.status !== 'running') return;
    const id = setTimeout(
      () => {
        onChange(pauseTimer(timer, timer.endsAtMs));
        onRing();
      },
      Math.max(0, timer.endsAtMs - Date.now()),
    );
    return () => clearTimeout(id);
  }, [timer, onChange, onRing]);

  const toggle = () => {
    if (running) {
      onChange(pauseTimer(timer, Date.now()));
    } else {
      onStart();
      onChange(startTimer(timer, Date.now()));
    }
  };
  const startLabel = running
    ? texts.pause
    : timer.status === 'paused' && left > 0
      ? texts.resume
      : texts.start;

  return (
    <section
      aria-labelledby="timer-heading"
      className="shrink-0 rounded-blob border-2 border-crust bg-white p-3 shadow-pop lg:p-4"
    >
      {/* On a phone the title and the clock share a row, so the step's text keeps the room. */}
      <div className="flex items-center justify-between gap-3 lg:flex-col lg:items-stretch lg:gap-0">
        <h2
          id="timer-heading"
          className="inline-flex items-center gap-2 font-display text-base font-bold text-ink-soft lg:text-lg"
        >
          <Timer className="size-6" aria-hidden="true" />
          {texts.title}
        </h2>
        <p
          role="timer"
          aria-live="off"
          aria-label={`${texts.title}: ${formatClock(left)}`}
          className={`font-display text-5xl font-bold tabular-nums leading-none tracking-tight lg:my-3 lg:text-center lg:text-7xl ${left === 0 && timer.status === 'paused' ? 'text-tomato' : 'text-ink'}`}
          data-testid="timer-clock"
        >
          {formatClock(left)}
        </p>
      </div>
      {timer.totalSeconds === 0 && timer.status === 'idle' ? (
        <p className="mt-1 text-sm text-ink-soft lg:mb-2 lg:text-center lg:text-base">{texts.noTime}</p>
      ) : null}
      <div className="mt-2 grid grid-cols-[1fr_auto_auto] gap-2">
        <Button
          size="lg"
          variant={running ? 'secondary' : 'herb'}
          onClick={toggle}
          disabled={!running && left === 0}
          icon={
            running ? (
              <Pause className="size-6" aria-hidden="true" />
            ) : (
              <Play className="size-6" aria-hidden="true" />
            )
          }
        >
          {startLabel}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => onChange(resetTimer(timer))}
          aria-label={texts.reset}
          className="px-4"
        >
          <RotateCcw className="size-6" aria-hidden="true" />
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => setEditing(true)}
          aria-label={texts.edit}
          className="px-4"
        >
          <Pencil className="size-6" aria-hidden="true" />
        </Button>
      </div>
      <TimerDialog
        open={editing}
        seconds={timer.totalSeconds}
        onCancel={() => setEditing(false)}
        onSave={(total) => {
          setEditing(false);
          onChange(resetTimer(timer, total));
        }}
      />
    </section>
  );
}

function TimerDialog({
  open,
  seconds,
  onCancel,
  onSave,
}: {
  open: boolean;
  seconds: number;
  onCancel: () => void;
  onSave: (total: number) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-blob border-4 border-saffron bg-white p-6 shadow-pop animate-pop-in">
          <Dialog.Title className="font-display text-2xl font-bold">{texts.dialogTitle}</Dialog.Title>
          <Dialog.Description className="mt-1 text-ink-soft">{texts.dialogDescription}</Dialog.Description>
          {open ? <TimerForm seconds={seconds} onCancel={onCancel} onSave={onSave} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TimerForm({
  seconds,
  onCancel,
  onSave,
}: {
  seconds: number;
  onCancel: () => void;
  onSave: (total: number) => void;
}) {
  const [minutesText, setMinutesText] = useState(String(Math.floor(seconds / 60)));
  const [secondsText, setSecondsText] = useState(String(seconds % 60));
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const minutes = Number(minutesText.trim() || '0');
    const secs = Number(secondsText.trim() || '0');
    const problem = validateTimerInput(minutes, secs);
    if (problem) {
      setError(problem);
      return;
    }
    onSave(minutes * 60 + secs);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={texts.minutes}
          inputMode="numeric"
          value={minutesText}
          onChange={(e) => setMinutesText(e.target.value)}
          maxLength={4}
        />
        <Field
          label={texts.seconds}
          inputMode="numeric"
          value={secondsText}
          onChange={(e) => setSecondsText(e.target.value)}
          maxLength={3}
        />
      </div>
      {error ? (
        <p role="alert" className="mt-3 font-semibold text-tomato">
          {error}
        </p>
      ) : null}
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button type="submit" size="lg">
          {texts.save}
        </Button>
      </div>
    </form>
  );
}
