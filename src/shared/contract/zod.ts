// zod with Spanish default messages; every contract imports z from here so both sides speak Spanish.
// The Spanish locale alone: `z.locales` would bring all of zod's 50 languages into both bundles.
import { z } from 'zod';
import es from 'zod/v4/locales/es.js';

z.config(es());

export { z };
