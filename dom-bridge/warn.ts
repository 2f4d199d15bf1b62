/**
 * The product's one console voice: every warning starts `[shop-islands]` so an integrator
 * can filter them; the error, when there is one, follows as its own argument (stack intact).
 */
export function warn(message: string, error?: unknown): void {
  console.warn(`[shop-islands] ${message}`, ...(error === undefined ? [] : [error]));
}
