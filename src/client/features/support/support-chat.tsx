// The simulated support chat of SPEC §1: it says it is simulated, and nothing leaves the device. The
// button is part of the menu; the chat window (support-chat-panel.tsx) loads on the first tap and then
// stays, so the conversation is still there when the chat is opened again.
import { MessageCircleQuestion } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { menu } from '#shared/i18n/menu.ts';

const SupportChatPanel = lazy(async () => ({ default: (await import('./support-chat-panel.tsx')).SupportChatPanel }));

export function SupportChat() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'support-chat' : undefined}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        className="fixed bottom-5 right-5 z-40 inline-flex min-h-14 items-center gap-2 rounded-full bg-ink px-5 font-display font-semibold text-white shadow-pop hover:bg-ink-soft"
      >
        <MessageCircleQuestion className="size-6" aria-hidden="true" />
        {menu.support}
      </button>
      {everOpened ? (
        <Suspense fallback={null}>
          <SupportChatPanel open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
