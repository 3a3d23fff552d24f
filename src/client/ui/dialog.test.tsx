// @vitest-environment jsdom
import * as Dialog from '@radix-ui/react-dialog';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { DialogPanel } from './dialog.tsx';

afterEach(cleanup);

test('a form in a dialog opened inside another form submits only itself', () => {
  const outer = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const inner = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={outer}>
      <Dialog.Root open>
        <DialogPanel>
          <Dialog.Title>Añadir nuevo utensilio</Dialog.Title>
          <Dialog.Description>Nombre del utensilio</Dialog.Description>
          <form onSubmit={inner}>
            <button type="submit">Guardar</button>
          </form>
        </DialogPanel>
      </Dialog.Root>
      <button type="submit">Crear Receta</button>
    </form>,
  );

  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(inner).toHaveBeenCalledOnce();
  expect(outer).not.toHaveBeenCalled();

  // The outer form itself still submits.
  fireEvent.click(screen.getByRole('button', { name: 'Crear Receta', hidden: true }));
  expect(outer).toHaveBeenCalledOnce();
  expect(inner).toHaveBeenCalledOnce();
});
