/** Resolves after `ms`; the pause before leaving for /home after a registration. */
export const wait = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
