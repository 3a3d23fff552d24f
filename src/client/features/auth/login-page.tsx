// /login: the gradient page and card of SPEC §2, social buttons and the e-mail form.
import { useQuery } from '@tanstack/react-query';
import { ChefHat } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SocialProvider } from '#shared/contract/auth.ts';
import { usernameFrom } from '#shared/domain/profile.ts';
// Only the shell's own texts (shared/i18n/app.ts): the sign-in screen needs no other feature's words.
import { app, login } from '#shared/i18n/app.ts';
import { useSessionActions } from '../../app/session.tsx';
import { ApiError, apiQuery, call } from '../../lib/api.ts';
import { chooseOfflineMode } from '../../lib/offline.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Logo } from '../../ui/logo.tsx';
import type { SignInNotice } from './sign-in-notice-dialog.tsx';

// The dialog (and the dialog library) loads only when there is something to say, not with the sign-in screen.
const SignInNoticeDialog = lazy(async () => ({ default: (await import('./sign-in-notice-dialog.tsx')).SignInNoticeDialog }));

type Busy = SocialProvider | 'sign-in' | 'sign-up' | null;

const providersQuery = apiQuery('GET /api/auth-providers');
const failureMessage: Record<SocialProvider, string> = { google: login.googleError, facebook: login.facebookError };
const notConfiguredMessage: Record<SocialProvider, string> = {
  google: login.googleNotConfigured,
  facebook: login.facebookNotConfigured,
};
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-6" aria-hidden="true">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
      <path fill="currentColor" d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07" />
    </svg>
  );
}

export function LoginPage() {
  // SPEC §8 names a dialog for a failed sign-in; the rest of the app speaks in toasts.
  const [notice, setNotice] = useState<SignInNotice | null>(null);
  const navigate = useNavigate();
  const { refresh: refreshSession } = useSessionActions();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState<Busy>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<{ email?: string; password?: string }>({});
  const providers = useQuery({ ...providersQuery, staleTime: Infinity });

  // Back from a failed Google/Facebook round trip: the provider tells which one failed.
  useEffect(() => {
    const failed = params.get('failed');
    if (failed === 'google' || failed === 'facebook') {
      setNotice({ type: 'error', message: failureMessage[failed] });
      setParams({}, { replace: true });
    }
  }, [params, setParams]);

  async function socialSignIn(provider: SocialProvider) {
    if (providers.data && !providers.data[provider]) {
      setNotice({ type: 'info', message: notConfiguredMessage[provider] });
      return;
    }
    setBusy(provider);
    try {
      const { url } = await call('POST /api/auth/sign-in/social', {
        body: { provider, callbackURL: '/menu', errorCallbackURL: `/login?failed=${provider}` },
      });
      window.location.assign(url);
    } catch {
      setNotice({ type: 'error', message: failureMessage[provider] });
      setBusy(null);
    }
  }

  async function emailSignIn(mode: 'sign-in' | 'sign-up') {
    const trimmed = email.trim();
    const errors: typeof fieldError = {};
    if (!emailPattern.test(trimmed)) errors.email = trimmed ? login.invalidEmail : login.missingFields;
    if (!password) errors.password = login.missingFields;
    else if (mode === 'sign-up' && password.length < 8) errors.password = login.weakPassword;
    setFieldError(errors);
    if (errors.email || errors.password) return;
    setBusy(mode);
    try {
      // The name follows the server's rule (at most 60 characters): the e-mail prefix, cut.
      if (mode === 'sign-up') await call('POST /api/auth/sign-up/email', { body: { email: trimmed, password, name: usernameFrom(null, trimmed) } });
      else await call('POST /api/auth/sign-in/email', { body: { email: trimmed, password } });
      chooseOfflineMode(false);
      await refreshSession();
      navigate('/menu', { replace: true });
    } catch (error) {
      setNotice({ type: 'error', message: error instanceof ApiError ? error.message : login.genericError });
      setBusy(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void emailSignIn('sign-in');
  }

  const label = (mine: Busy, text: string) => (busy === mine ? app.loading : text);
  const disabled = busy !== null;

  return (
    <div className="bg-sunset relative grid min-h-dvh place-items-center overflow-hidden px-4 py-10">
      <div aria-hidden="true" className="pointer-events-none absolute -left-16 -top-16 size-64 rounded-full bg-yellow-300/30 blur-2xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 -right-10 size-72 rounded-full bg-orange-300/30 blur-2xl" />
      <main className="relative w-full max-w-md rounded-[2rem] bg-cream p-6 shadow-2xl animate-pop-in sm:p-8">
        <div className="flex flex-col items-center text-center">
          <Logo className="size-20 animate-float drop-shadow-lg" />
          <h1 className="mt-3 font-display text-5xl font-bold text-paprika-dark">{login.title}</h1>
          <p className="font-display text-lg font-semibold text-chili">{login.tagline}</p>
          <p className="mt-3 text-lg text-ink-soft">{login.prompt}</p>
        </div>

        <div className="mt-6 flex flex-col gap-3">
          <Button variant="secondary" size="lg" disabled={disabled} onClick={() => void socialSignIn('google')} icon={<GoogleMark />}>
            {label('google', login.google)}
          </Button>
          <Button
            size="lg"
            disabled={disabled}
            onClick={() => void socialSignIn('facebook')}
            icon={<FacebookMark />}
            className="!bg-[#0e5fcf] hover:!bg-[#0a4ea8]"
          >
            {label('facebook', login.facebook)}
          </Button>
        </div>

        <div className="my-5 flex items-center gap-3 text-sm font-semibold text-ink-soft" aria-hidden="true">
          <span className="h-0.5 flex-1 rounded bg-crust" />
          {login.or}
          <span className="h-0.5 flex-1 rounded bg-crust" />
        </div>

        <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          <Field
            label={login.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={fieldError.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label={login.password}
            type="password"
            autoComplete="current-password"
            value={password}
            error={fieldError.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="grid grid-cols-2 gap-3">
            <Button type="submit" size="lg" disabled={disabled} className="whitespace-nowrap !px-3">
              {label('sign-in', login.signIn)}
            </Button>
            <Button variant="herb" size="lg" disabled={disabled} onClick={() => void emailSignIn('sign-up')} className="whitespace-nowrap !px-3">
              {label('sign-up', login.signUp)}
            </Button>
          </div>
        </form>

        <button
          type="button"
          disabled={disabled}
          onClick={() => {
            chooseOfflineMode(true);
            navigate('/menu');
          }}
          className="mx-auto mt-5 flex min-h-11 items-center gap-2 rounded-xl px-3 font-display font-semibold text-paprika-dark underline-offset-4 hover:underline"
        >
          <ChefHat className="size-5" aria-hidden="true" />
          {login.cookOffline}
        </button>
      </main>
      {notice ? (
        <Suspense fallback={null}>
          <SignInNoticeDialog notice={notice} onClose={() => setNotice(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
