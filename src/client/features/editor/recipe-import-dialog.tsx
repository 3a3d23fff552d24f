// «Importar desde un enlace» (issue 16): a link the server reads, or a JSON-LD pasted or picked as a .json
// file and read here with the same reader. The result only fills the editor's form; the cook reviews it and
// saves with the editor's own button. Loaded only when the cook opens it.
import * as Dialog from '@radix-ui/react-dialog';
import { ClipboardPaste, FileJson, Link2 } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { RecipeImportResult } from '#shared/contract/recipe-import.ts';
import { importLimits } from '#shared/domain/recipe-json-ld.ts';
import { es } from '#shared/i18n/es.ts';
import { ApiError, call } from '../../lib/api.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { DialogPanel } from '../../ui/dialog.tsx';
import { TextArea, TextInput } from './editor-fields.tsx';
import { importFromJsonText } from './recipe-import.ts';

const t = es.recipeImport;

export interface RecipeImportDialogProps {
  onClose: () => void;
  /** Called with what was read; `fromFile` when it came from a paste or a file (no photo is brought then). */
  onImported: (result: RecipeImportResult, options: { fromFile: boolean }) => void;
}

type Busy = 'link' | 'json' | null;

export function RecipeImportDialog({ onClose, onImported }: RecipeImportDialogProps) {
  const [url, setUrl] = useState('');
  const [pasted, setPasted] = useState('');
  const [linkError, setLinkError] = useState<string>();
  const [jsonError, setJsonError] = useState<string>();
  const [busy, setBusy] = useState<Busy>(null);

  async function importLink(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!url.trim()) return setLinkError(t.errors.urlRequired);
    setBusy('link');
    setLinkError(undefined);
    try {
      const result = await call('POST /api/recipes/import', { body: { url: url.trim() } });
      onImported(result, { fromFile: false });
    } catch (error) {
      if (!(error instanceof ApiError)) console.error(error);
      setLinkError(error instanceof ApiError && error.status === 401 ? es.errors.invalidSession : error instanceof ApiError ? error.message : t.errors.generic);
      setBusy(null);
    }
  }

  function importJson(text: string) {
    const read = importFromJsonText(text);
    if ('error' in read) return setJsonError(read.error);
    onImported(read.result, { fromFile: true });
  }

  async function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > importLimits.documentBytes) return setJsonError(t.errors.fileTooLarge);
    setBusy('json');
    try {
      importJson(await file.text());
    } catch {
      setJsonError(t.errors.fileUnreadable);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogPanel className="max-h-[92dvh] w-[min(94vw,34rem)] overflow-y-auto border-saffron">
        <Dialog.Title className="font-display text-2xl font-bold">{t.title}</Dialog.Title>
        <Dialog.Description className="mt-1 text-ink-soft">{t.description}</Dialog.Description>

        <form onSubmit={(e) => void importLink(e)} noValidate className="mt-5 flex flex-col gap-3">
          <TextInput
            path="import.url"
            label={t.urlLabel}
            placeholder={t.urlPlaceholder}
            type="url"
            inputMode="url"
            autoComplete="url"
            value={url}
            error={linkError}
            disabled={busy !== null}
            onChange={(e) => {
              setUrl(e.target.value);
              setLinkError(undefined);
            }}
            autoFocus
          />
          <Button type="submit" size="lg" disabled={busy !== null} icon={<Link2 className="size-5" aria-hidden="true" />}>
            {busy === 'link' ? t.importing : t.importLink}
          </Button>
        </form>

        <p className="my-5 flex items-center gap-3 font-display text-lg font-semibold text-ink-soft" aria-hidden="true">
          <span className="h-0.5 flex-1 rounded bg-crust" />
          {t.or}
          <span className="h-0.5 flex-1 rounded bg-crust" />
        </p>

        <div className="flex flex-col gap-3">
          <TextArea
            path="import.json"
            label={t.pasteLabel}
            placeholder={t.pastePlaceholder}
            rows={4}
            spellCheck={false}
            className="font-mono"
            value={pasted}
            error={jsonError}
            disabled={busy !== null}
            onChange={(e) => {
              setPasted(e.target.value);
              setJsonError(undefined);
            }}
          />
          <div className="grid gap-3">
            <Button variant="secondary" size="lg" disabled={busy !== null} onClick={() => importJson(pasted)} icon={<ClipboardPaste className="size-5" aria-hidden="true" />}>
              {t.importPasted}
            </Button>
            <label className={buttonClass('secondary', 'lg', `cursor-pointer focus-within:border-saffron focus-within:ring-2 focus-within:ring-saffron ${busy ? 'pointer-events-none opacity-55' : ''}`)}>
              <FileJson className="size-5" aria-hidden="true" />
              {t.fileLabel}
              <input type="file" accept=".json,application/json,application/ld+json" className="sr-only" disabled={busy !== null} onChange={(e) => void pickFile(e)} />
            </label>
          </div>
        </div>

        <Dialog.Close asChild>
          <Button variant="ghost" size="lg" className="mt-4 w-full" disabled={busy !== null}>
            {t.cancel}
          </Button>
        </Dialog.Close>
      </DialogPanel>
    </Dialog.Root>
  );
}
