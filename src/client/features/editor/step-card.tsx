// One step of the recipe (SPEC §4): type, instruction, time, utensil, photo, and either heat source + pot
// (+ temperature once a heat source is chosen) for cocinar/hornear, or a tool chip list for every other type.
import { ArrowDown, ArrowUp, Flame, Plus, Trash2, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { CatalogKind, Utensils } from '#shared/contract/editor.ts';
import { stepTypeLabels, stepTypes, type StepType } from '#shared/domain/catalog.ts';
import { es } from '#shared/i18n/es.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { FieldError, fieldId, IconButton, SelectInput, TextArea, TextInput } from './editor-fields.tsx';
import { ImagePicker } from './image-picker.tsx';
import {
  addTool,
  changeHeatSource,
  changeStepType,
  isHeatedStep,
  removeTool,
  type DraftStep,
  type FieldErrors,
} from './recipe-draft.ts';

const t = es.editor.steps;

const typeColours: Record<StepType, string> = {
  preparar: 'bg-amber-200 text-ink',
  mezclar: 'bg-herb text-white',
  cocinar: 'bg-paprika-dark text-white',
  hornear: 'bg-chili text-white',
  reposar: 'bg-sky-700 text-white',
  servir: 'bg-teal-700 text-white',
  otro: 'bg-ink-soft text-white',
};

export const toolsListId = 'editor-tools-list';

export interface StepCardProps {
  step: DraftStep;
  index: number;
  count: number;
  errors: FieldErrors;
  utensils: Utensils;
  onChange: (step: DraftStep) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onToolAdded: (tool: string) => void;
  onNewUtensil: (kind: CatalogKind) => void;
  onBusyChange: (busy: boolean) => void;
}

/** The catalogue's names, plus the step's own value when the catalogue does not have it. */
const optionsWith = (list: string[], value: string) =>
  value && !list.includes(value) ? [value, ...list] : list;

export function StepCard({
  step,
  index,
  count,
  errors,
  utensils,
  onChange,
  onMove,
  onRemove,
  onToolAdded,
  onNewUtensil,
  onBusyChange,
}: StepCardProps) {
  const notify = useToast();
  const [tool, setTool] = useState('');
  const n = index + 1;
  const path = (field: string) => `steps.${index}.${field}`;
  const heated = isHeatedStep(step.type);

  function commitTool() {
    const result = addTool(step, tool);
    if (result.status === 'duplicate') {
      notify('info', result.message);
      return;
    }
    setTool('');
    if (result.status === 'added') {
      onChange(result.step);
      onToolAdded(result.tool);
    }
  }

  function onToolKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTool();
    }
  }

  return (
    <li className="rounded-blob border-2 border-crust bg-cream/70 p-3 sm:p-4" aria-label={t.title(n)}>
      <div className="flex items-center gap-0.5">
        <span
          className={`mr-auto min-w-0 truncate rounded-full px-3 py-1 font-display text-base font-bold ${typeColours[step.type]}`}
        >
          {t.title(n)} · {stepTypeLabels[step.type]}
        </span>
        <IconButton label={t.moveUp(n)} onClick={() => onMove(-1)} disabled={index === 0}>
          <ArrowUp className="size-5" aria-hidden="true" />
        </IconButton>
        <IconButton label={t.moveDown(n)} onClick={() => onMove(1)} disabled={index === count - 1}>
          <ArrowDown className="size-5" aria-hidden="true" />
        </IconButton>
        <IconButton label={t.remove(n)} onClick={onRemove} disabled={count === 1}>
          <Trash2 className="size-5 text-tomato" aria-hidden="true" />
        </IconButton>
      </div>

      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <SelectInput
          path={path('type')}
          label={t.type}
          value={step.type}
          error={errors[path('type')]}
          onChange={(e) => onChange(changeStepType(step, e.target.value as StepType))}
        >
          {stepTypes.map((type) => (
            <option key={type} value={type}>
              {stepTypeLabels[type]}
            </option>
          ))}
        </SelectInput>
        <TextInput
          path={path('time')}
          label={t.time}
          placeholder={t.timePlaceholder}
          value={step.time}
          error={errors[path('time')]}
          onChange={(e) => onChange({ ...step, time: e.target.value })}
        />
        <TextArea
          path={path('instruction')}
          label={t.instruction}
          placeholder={t.instructionPlaceholder}
          className="sm:col-span-2"
          rows={3}
          value={step.instruction}
          error={errors[path('instruction')]}
          onChange={(e) => onChange({ ...step, instruction: e.target.value })}
        />
        <TextInput
          path={path('utensil')}
          label={t.utensil}
          placeholder={t.utensilPlaceholder}
          value={step.utensil}
          error={errors[path('utensil')]}
          onChange={(e) => onChange({ ...step, utensil: e.target.value })}
        />

        {heated ? (
          <>
            <SelectInput
              path={path('heatSource')}
              label={t.heatSource}
              value={step.heatSource}
              error={errors[path('heatSource')]}
              onChange={(e) => onChange(changeHeatSource(step, e.target.value))}
            >
              <option value="">{t.chooseHeatSource}</option>
              {optionsWith(utensils.heatSources, step.heatSource).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectInput>
            <SelectInput
              path={path('pot')}
              label={t.pot}
              value={step.pot}
              error={errors[path('pot')]}
              onChange={(e) => onChange({ ...step, pot: e.target.value })}
            >
              <option value="">{t.choosePot}</option>
              {optionsWith(utensils.pots, step.pot).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectInput>
            {step.heatSource ? (
              <TextInput
                path={path('temperature')}
                label={t.temperature}
                placeholder={t.temperaturePlaceholder}
                value={step.temperature}
                error={errors[path('temperature')]}
                onChange={(e) => onChange({ ...step, temperature: e.target.value })}
              />
            ) : null}
            <div className="flex items-end sm:col-span-2">
              <Button
                variant="secondary"
                onClick={() => onNewUtensil(step.heatSource ? 'pots' : 'heatSources')}
                icon={<Flame className="size-5 text-paprika-dark" aria-hidden="true" />}
              >
                {es.editor.utensil.open}
              </Button>
            </div>
          </>
        ) : (
          <div className="flex flex-col gap-2 sm:col-span-2">
            <label htmlFor={fieldId(path('tools'))} className="font-display text-sm font-semibold">
              {t.tools}
            </label>
            <ul className="flex flex-wrap gap-2" aria-label={t.tools}>
              {step.tools.length === 0 ? <li className="text-sm text-ink-soft">{t.noTools}</li> : null}
              {step.tools.map((name) => (
                <li
                  key={name}
                  className="inline-flex items-center gap-1 rounded-full bg-saffron/30 py-1 pl-3 pr-1 font-semibold"
                >
                  {name}
                  <button
                    type="button"
                    onClick={() => onChange(removeTool(step, name))}
                    aria-label={t.removeTool(name)}
                    className="grid size-9 place-items-center rounded-full hover:bg-white/70"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex gap-2">
              <input
                id={fieldId(path('tools'))}
                className={inputClass}
                list={toolsListId}
                placeholder={t.toolPlaceholder}
                value={tool}
                maxLength={60}
                onChange={(e) => setTool(e.target.value)}
                onKeyDown={onToolKey}
              />
              <Button
                variant="secondary"
                onClick={commitTool}
                aria-label={t.addTool}
                icon={<Plus className="size-5" aria-hidden="true" />}
              />
            </div>
            <FieldError
              path={path('tools')}
              error={
                errors[path('tools')] ??
                Object.entries(errors).find(([key]) => key.startsWith(`${path('tools')}.`))?.[1]
              }
            />
          </div>
        )}
      </div>

      <div className="mt-3">
        <p className="mb-1.5 font-display text-sm font-semibold">{t.image}</p>
        <ImagePicker
          label={`${t.image} ${n}`}
          purpose="step"
          uploadName={`paso-${n}`}
          value={step.image}
          onChange={(image) => onChange({ ...step, image })}
          onBusyChange={onBusyChange}
        />
        <FieldError path={path('image')} error={errors[path('image')]} />
      </div>
    </li>
  );
}
