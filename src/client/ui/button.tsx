import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'herb';
type Size = 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary: 'bg-paprika-dark text-white shadow-pop hover:bg-orange-800 active:translate-y-0.5',
  secondary: 'bg-white text-ink border-2 border-crust shadow-sm hover:border-saffron',
  ghost: 'bg-transparent text-ink hover:bg-crust',
  danger: 'bg-tomato text-white shadow-pop hover:bg-chili active:translate-y-0.5',
  herb: 'bg-herb text-white shadow-pop hover:brightness-110 active:translate-y-0.5',
};
const sizes: Record<Size, string> = {
  md: 'min-h-11 px-4 text-base gap-2',
  lg: 'min-h-14 px-6 text-lg gap-3',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  icon?: ReactNode;
}

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = '') {
  return `inline-flex items-center justify-center rounded-2xl font-display font-semibold transition duration-150 disabled:cursor-not-allowed disabled:opacity-55 disabled:shadow-none ${variants[variant]} ${sizes[size]} ${extra}`;
}

export function Button({ variant = 'primary', size = 'md', icon, className = '', children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, size, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}
