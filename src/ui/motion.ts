/** The person asked for reduced motion: rotations (ads, slides) do not move by themselves. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
