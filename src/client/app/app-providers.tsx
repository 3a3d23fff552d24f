// What every screen is drawn inside, in the browser (app/start-app.tsx) and on the server (app/server-render.tsx):
// one tree, so a screen the server drew is the one the browser takes over.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { ToastProvider } from '../ui/toaster.tsx';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/** The query cache of a page load, the same defaults wherever the screen is drawn. */
export const createAppQueryClient = () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
