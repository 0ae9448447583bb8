/** The RESO Web API / OData JSON error body. */
export type ResoError = {
  error: {
    code: string;
    message: string;
    target?: string;
    details?: { code: string; message: string; target?: string }[];
  };
};

export const resoError = (code: string, message: string, target?: string): ResoError => ({
  error: target === undefined ? { code, message } : { code, message, target },
});
