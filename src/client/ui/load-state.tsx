// What a screen shows while its data loads, and when loading failed (with a way to try again).
import { Button } from './button.tsx';

export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 font-display text-xl font-semibold">
      <span
        className="size-8 animate-spin rounded-full border-4 border-crust border-t-paprika"
        aria-hidden="true"
      />
      {label}
    </p>
  );
}

export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  centered = false,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  centered?: boolean;
}) {
  return (
    <div className={`flex flex-col gap-3 ${centered ? 'items-center text-center' : 'items-start'}`}>
      <p className="text-lg font-semibold text-tomato">{message}</p>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </div>
  );
}
