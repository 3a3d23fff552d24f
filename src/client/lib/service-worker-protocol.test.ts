import { describe, expect, it } from 'vitest';
import { notificationOf } from './service-worker-protocol.ts';

describe('notificationOf', () => {
  it('shows the server payload as sent', () => {
    const shown = notificationOf(JSON.stringify({ title: 'Nuevo seguidor', body: 'Ana te sigue', url: '/profile', tag: 'follow' }), 'Sazón', 'x');
    expect(shown).toEqual({ title: 'Nuevo seguidor', body: 'Ana te sigue', url: '/profile', tag: 'follow', alarm: false });
  });

  it('treats a timer as an alarm', () => {
    expect(notificationOf(JSON.stringify({ title: '¡Tiempo!', body: 'Paso 2', tag: 'timer-1' }), 'Sazón', 'x').alarm).toBe(true);
  });

  it('falls back when the payload is missing, not JSON or of the wrong shape', () => {
    for (const payload of [undefined, '', 'no es json', '42', JSON.stringify({ title: 7, body: ['x'] })]) {
      expect(notificationOf(payload, 'Sazón', 'Tienes novedades')).toEqual({ title: 'Sazón', body: 'Tienes novedades', url: '/menu', tag: 'sazon', alarm: false });
    }
  });

  it('never opens a page of another site', () => {
    for (const url of ['https://malo.example/', '//malo.example/x', 'javascript:alert(1)']) {
      expect(notificationOf(JSON.stringify({ url }), 'Sazón', 'x').url).toBe('/menu');
    }
  });
});
