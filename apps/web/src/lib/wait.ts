/** Resolves after `ms`: the pauses before leaving for /home after a sign-in or a registration. */
export const wait = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
