// Labelled inputs of the recipe form: each has a stable id (so the first error can take the focus)
// and shows its Spanish message right under it.
import type {
  ButtonHTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { inputClass } from '../../ui/field.tsx';

/** The DOM id of a form field by its schema path ('steps.1.time' → 'recipe-steps-1-time'). */
export const fieldId = (path: string) => `recipe-${path.replaceAll('.', '-')}`;

interface ShellProps {
  path: string;
  label: string;
  error?: string | undefined;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

function FieldShell({ path, label, error, hideLabel, className = '', children }: ShellProps) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label
        htmlFor={fieldId(path)}
        className={hideLabel ? 'sr-only' : 'font-display text-sm font-semibold text-ink'}
      >
        {label}
      </label>
      {children}
      <FieldError path={path} error={error} />
    </div>
  );
}

export function FieldError({ path, error }: { path: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${fieldId(path)}-error`} role="alert" className="text-sm font-semibold text-tomato">
      {error}
    </p>
  );
}

const describedBy = (path: string, error?: string) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(path)}-error` } : {};

type Common = Omit<ShellProps, 'children'>;

export function TextInput({
  path,
  label,
  error,
  hideLabel,
  className,
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell path={path} label={label} error={error} hideLabel={hideLabel} className={className}>
      <input id={fieldId(path)} className={inputClass} {...describedBy(path, error)} {...rest} />
    </FieldShell>
  );
}

export function TextArea({
  path,
  label,
  error,
  hideLabel,
  className,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell path={path} label={label} error={error} hideLabel={hideLabel} className={className}>
      <textarea
        id={fieldId(path)}
        className={`${inputClass} min-h-24 py-3 leading-relaxed`}
        {...describedBy(path, error)}
        {...rest}
      />
    </FieldShell>
  );
}

export function SelectInput({
  path,
  label,
  error,
  hideLabel,
  className,
  children,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell path={path} label={label} error={error} hideLabel={hideLabel} className={className}>
      <select
        id={fieldId(path)}
        className={`${inputClass} cursor-pointer`}
        {...describedBy(path, error)}
        {...rest}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** A titled block of the form. */
export function Section({
  title,
  icon,
  children,
  action,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      className="rounded-blob border-2 border-crust bg-white/95 p-3 shadow-pop animate-pop-in sm:p-6"
      aria-label={title}
    >
      <div className="mb-4 flex items-center gap-3">
        <span
          className="grid size-11 shrink-0 place-items-center rounded-2xl bg-saffron/25 text-paprika-dark"
          aria-hidden="true"
        >
          {icon}
        </span>
        <h2 className="mr-auto font-display text-2xl font-bold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A square 44 px icon button (move, remove) that needs its accessible name in `label`. */
export function IconButton({
  label,
  children,
  className = '',
  ...rest
}: { label: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`grid size-11 shrink-0 place-items-center rounded-2xl text-ink transition hover:bg-crust disabled:cursor-not-allowed disabled:opacity-35 ${className}`}
      {...rest}
    >
      {children}
    </button>
  );
}
