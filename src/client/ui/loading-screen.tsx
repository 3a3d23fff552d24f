export function LoadingScreen({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="bg-kitchen grid min-h-dvh place-items-center p-6">
      <div className="flex flex-col items-center gap-4">
        <div className="size-16 animate-spin rounded-full border-8 border-crust border-t-paprika" aria-hidden="true" />
        <p className="font-display text-xl font-semibold">{label}</p>
      </div>
    </div>
  );
}
