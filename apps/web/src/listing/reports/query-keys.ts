/** Query keys of the AI report: the lookup (its signed URLs) and the report file it points to. */
export const reportQueryKeys = {
  all: ['reports'] as const,
  lookup: (listingKey: string) => ['reports', 'lookup', listingKey] as const,
  file: (listingKey: string) => ['reports', 'file', listingKey] as const,
};
