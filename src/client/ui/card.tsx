import type { HTMLAttributes } from 'react';

export function Card({ className = '', ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`rounded-blob border-2 border-crust bg-white p-5 shadow-pop ${className}`} {...rest} />;
}
