// Nationality: a select of the nine nationalities plus any added here (local only, SPEC §5).
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { es } from '#shared/i18n/es.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { SelectInput } from './editor-fields.tsx';
import { addNationality, nationalityOptions } from './recipe-draft.ts';

const t = es.editor.nationality;

export function NationalityField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  onChange: (nationality: string) => void;
}) {
  const notify = useToast();
  const [added, setAdded] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const options = nationalityOptions(value, added);

  function add() {
    const result = addNationality(options, name);
    if (result.status === 'empty') return notify('error', result.message);
    if (result.status === 'exists') return notify('info', result.message);
    setAdded((list) => [...list, result.name]);
    onChange(result.name);
    setName('');
    setAdding(false);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <SelectInput
          path="nationality"
          label={es.editor.fields.nationality}
          className="flex-1"
          value={value}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((nationality) => (
            <option key={nationality} value={nationality}>
              {nationality}
            </option>
          ))}
        </SelectInput>
        <Button
          variant="secondary"
          onClick={() => setAdding((open) => !open)}
          aria-expanded={adding}
          aria-label={t.add}
          icon={<Plus className="size-5" aria-hidden="true" />}
          className={error ? 'mb-7' : ''}
        />
      </div>
      {adding ? (
        <div className="flex gap-2 rounded-2xl bg-crust/60 p-2 animate-pop-in">
          <label htmlFor="recipe-new-nationality" className="sr-only">
            {t.label}
          </label>
          <input
            id="recipe-new-nationality"
            className={inputClass}
            placeholder={t.placeholder}
            value={name}
            maxLength={60}
            autoFocus
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="herb" onClick={add}>
            {t.confirm}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
