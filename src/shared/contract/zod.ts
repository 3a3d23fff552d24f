// zod with Spanish default messages; every contract imports z from here so both sides speak Spanish.
import { z } from 'zod';

z.config(z.locales.es());

export { z };
