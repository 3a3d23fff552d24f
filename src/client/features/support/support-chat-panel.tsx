// The chat window of the simulated support chat (support-chat.tsx), its own chunk: the dialog library
// loads when the cook first opens the chat, not with the menu.
import * as Dialog from '@radix-ui/react-dialog';
import { Send, X } from 'lucide-react';
import { useState, type FormEvent, type RefObject } from 'react';
import { es } from '#shared/i18n/es.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';

interface Message {
  from: 'bot' | 'me';
  text: string;
}

export interface SupportChatPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the chat: the focus goes back to it when the chat closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

export function SupportChatPanel({ open, onOpenChange, opener }: SupportChatPanelProps) {
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<Message[]>([{ from: 'bot', text: es.support.welcome }]);

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((m) => [...m, { from: 'me', text }, { from: 'bot', text: es.support.reply }]);
    setDraft('');
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/30" />
        <Dialog.Content
          id="support-chat"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed bottom-0 right-0 z-50 flex h-[min(32rem,85dvh)] w-full flex-col rounded-t-blob bg-white shadow-2xl animate-pop-in sm:bottom-5 sm:right-5 sm:w-96 sm:rounded-blob"
        >
          <header className="flex items-center gap-2 rounded-t-blob bg-ink px-4 py-3 text-white">
            <Dialog.Title className="mr-auto font-display text-lg font-bold">{es.support.title}</Dialog.Title>
            <Dialog.Close className="grid size-11 place-items-center rounded-full hover:bg-white/15" aria-label={es.support.close}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </header>
          <Dialog.Description className="bg-saffron/20 px-4 py-2 text-sm font-semibold text-ink">{es.support.simulated}</Dialog.Description>
          <ol className="flex flex-1 flex-col gap-2 overflow-y-auto p-4" aria-live="polite">
            {messages.map((m, i) => (
              <li key={i} className={`max-w-[85%] rounded-2xl px-3 py-2 ${m.from === 'me' ? 'self-end bg-paprika text-white' : 'self-start bg-crust text-ink'}`}>
                {m.text}
              </li>
            ))}
          </ol>
          <form onSubmit={send} className="flex gap-2 border-t-2 border-crust p-3">
            <label className="sr-only" htmlFor="support-draft">
              {es.support.placeholder}
            </label>
            <input id="support-draft" className={inputClass} value={draft} placeholder={es.support.placeholder} onChange={(e) => setDraft(e.target.value)} />
            <Button type="submit" aria-label={es.support.send} icon={<Send className="size-5" />} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
