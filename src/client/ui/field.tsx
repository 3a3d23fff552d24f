import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export const inputClass =
  'w-full min-h-12 rounded-2xl border-2 border-orange-200 bg-white px-4 text-base text-ink placeholder:text-ink-soft/60 focus:border-saffron focus:outline-none aria-[invalid=true]:border-tomato';

export function Field({ label, error, hint, className = '', ...rest }: FieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-display text-sm font-semibold text-ink">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} {...rest} />
      {hint && !error ? <p className="text-sm text-ink-soft">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-tomato">
          {error}
        </p>
      ) : null}
    </div>
  );
}
