/** The RESO Web API / OData JSON error body. */
export type ResoError = { error: { code: string; message: string } };

export const resoError = (code: string, message: string): ResoError => ({
  error: { code, message },
});
