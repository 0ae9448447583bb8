/** The UUID shape of an invitation's requestId: 8-4-4-4-12 hexadecimal digits (REQ-REG-INVITE-LINK). */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => uuidPattern.test(value);
