// 'Add new utensil' (SPEC §5): a heat source, pot or tool saved to the shared catalogue.
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { catalogKinds, catalogNameSchema, type CatalogKind, type Utensils } from '#shared/contract/editor.ts';
import { hasUtensil } from '#shared/contract/recipe-input.ts';
import { es } from '#shared/i18n/es.ts';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { DialogPanel } from '../../ui/dialog.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { SelectInput, TextInput } from './editor-fields.tsx';

const t = es.editor.utensil;

export interface UtensilDialogProps {
  open: boolean;
  initialKind: CatalogKind;
  utensils: Utensils;
  addUtensil: (kind: CatalogKind, name: string) => Promise<unknown>;
  onClose: () => void;
  /** Called with the saved name, so the step that opened the dialog can use it. */
  onChosen: (kind: CatalogKind, name: string) => void;
}

export function UtensilDialog(props: UtensilDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogPanel className="w-[min(92vw,28rem)] border-saffron">
        <Dialog.Title className="font-display text-2xl font-bold">{t.title}</Dialog.Title>
        <Dialog.Description className="sr-only">{t.name}</Dialog.Description>
        {/* Mounted only while open, so each opening starts empty with the kind of the button that opened it. */}
        {props.open ? <UtensilForm {...props} /> : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function UtensilForm({ initialKind, utensils, addUtensil, onClose, onChosen }: UtensilDialogProps) {
  const notify = useToast();
  const [kind, setKind] = useState<CatalogKind>(initialKind);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = catalogNameSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const normalised = parsed.data.name;
    if (hasUtensil(utensils[kind], normalised)) {
      onClose();
      notify('info', t.exists);
      return;
    }
    setSaving(true);
    try {
      await addUtensil(kind, normalised);
      onChosen(kind, normalised);
      onClose();
      notify('success', t.added(normalised));
    } catch (failure) {
      // A refusal the cook can act on (too many utensils, a bad name) stays in the dialog, in the server's words.
      if (failure instanceof ApiError && (failure.status === 400 || failure.status === 429)) {
        setError(failure.message);
        return;
      }
      onClose();
      if (failure instanceof ApiError && failure.status === 409) notify('info', t.exists);
      else {
        console.error(failure);
        notify('error', t.saveError);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4" noValidate>
      <SelectInput
        path="utensil.kind"
        label={t.kind}
        value={kind}
        onChange={(e) => setKind(e.target.value as CatalogKind)}
      >
        {catalogKinds.map((k) => (
          <option key={k} value={k}>
            {t.kinds[k]}
          </option>
        ))}
      </SelectInput>
      <TextInput
        path="utensil.name"
        label={t.name}
        placeholder={t.placeholder}
        value={name}
        error={error}
        maxLength={80}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
        autoFocus
      />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" size="lg" onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="herb" size="lg" disabled={saving}>
          {saving ? es.editor.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
