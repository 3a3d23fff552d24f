// A burst of confetti over the screen while a freshly unlocked medal is celebrated (unlock-celebration.tsx).
import { useEffect, type CSSProperties } from 'react';
import './celebration.css';

const colours = ['#ea580c', '#f59e0b', '#15803d', '#dc2626', '#be123c', '#0ea5e9', '#a855f7'];
const pieces = Array.from({ length: 36 }, (_, i) => ({
  left: `${(i * 37) % 100}%`,
  colour: colours[i % colours.length],
  delay: `${(i % 9) * 0.08}s`,
  duration: `${2 + (i % 5) * 0.25}s`,
  drift: `${((i * 53) % 160) - 80}px`,
  spin: `${360 + ((i * 97) % 540)}deg`,
}));

export function Celebration({ burst, onDone }: { burst: number; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, 3500);
    return () => clearTimeout(timer);
  }, [burst, onDone]);
  return (
    <div key={burst} aria-hidden="true" data-testid="celebration" className="pointer-events-none fixed inset-0 z-[60] overflow-hidden">
      {pieces.map((p, i) => (
        <span
          key={i}
          className="celebration-piece"
          style={{ left: p.left, background: p.colour, '--fall-delay': p.delay, '--fall-duration': p.duration, '--drift': p.drift, '--spin': p.spin } as CSSProperties}
        />
      ))}
    </div>
  );
}
