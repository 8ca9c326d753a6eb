/** Business constants (docs/product.md §9). */
export const PIN_LENGTH = 4;
export const PIN_MAX_ATTEMPTS = 3;
export const PIN_UNLOCK_MS = 900_000;
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@vigie.example';
