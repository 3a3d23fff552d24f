// Push notifications (Web Push with VAPID) and the cook timers that ring through them (DESIGN §4).
import { pushLimits } from '../domain/push-rules.ts';
import { fill } from '../i18n/fill.ts';
import { push as texts } from '../i18n/push.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

const { api } = texts;

export const publicKeySchema = z.object({ publicKey: z.string() });
export type PublicKey = z.infer<typeof publicKeySchema>;

const endpoint = z.url({ protocol: /^https?$/, error: api.endpointInvalid }).max(pushLimits.endpoint, api.endpointInvalid);
const key = z.string({ error: api.keysInvalid }).regex(/^[A-Za-z0-9_-]+=*$/, api.keysInvalid).min(8, api.keysInvalid).max(pushLimits.key, api.keysInvalid);

/** What `PushSubscription.toJSON()` gives in the browser; expirationTime is ignored. */
export const pushSubscriptionSchema = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: key, auth: key }, { error: api.keysInvalid }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** What every push carries (JSON, encrypted for the device); the service worker shows it as a notification. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a click opens. */
  url: string;
  /** A newer notification with the same tag replaces the older one on the device. */
  tag: string;
}

export const pushUnsubscribeSchema = z.object({ endpoint });
export const pushSubscribedSchema = z.object({ endpoint: z.string() });

export const cookTimerInputSchema = z.object({
  endsAt: z.iso.datetime({ offset: true, error: api.timerEndsAtInvalid }),
  label: z
    .string()
    .trim()
    .min(1, fill(api.timerLabelInvalid, { max: pushLimits.timerLabel }))
    .max(pushLimits.timerLabel, fill(api.timerLabelInvalid, { max: pushLimits.timerLabel })),
  recipeId: z.uuid({ error: api.recipeIdInvalid }).optional(),
});
export type CookTimerInput = z.infer<typeof cookTimerInputSchema>;
export const cookTimerCreatedSchema = z.object({ id: z.uuid() });
export const cookTimerParamsSchema = z.object({ id: z.uuid({ error: api.timerNotFound }) });

export const pushApi = {
  publicKey: defineRoute({ key: 'GET /api/push/public-key', status: 200, summary: 'La clave pública VAPID con la que el navegador se suscribe', response: publicKeySchema }),
  subscribe: defineRoute({
    key: 'POST /api/push/subscriptions',
    status: 201,
    summary: 'Guarda la suscripción push de este dispositivo (una por dirección)',
    body: pushSubscriptionSchema,
    response: pushSubscribedSchema,
  }),
  unsubscribe: defineRoute({ key: 'DELETE /api/push/subscriptions', status: 204, summary: 'Borra la suscripción push de este dispositivo', body: pushUnsubscribeSchema, response: z.null() }),
  startTimer: defineRoute({
    key: 'POST /api/cook-timers',
    status: 201,
    summary: 'Programa el aviso push del fin de un temporizador de paso',
    body: cookTimerInputSchema,
    response: cookTimerCreatedSchema,
  }),
  stopTimer: defineRoute({ key: 'DELETE /api/cook-timers/:id', status: 204, summary: 'Cancela el aviso de un temporizador pausado o reiniciado', params: cookTimerParamsSchema, response: z.null() }),
};
