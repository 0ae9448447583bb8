/** Network and server-state errors that mean "the database is not there", not "the query is wrong". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '53300', // too_many_connections
]);

const unavailableMessages = [
  'Connection terminated',
  // pg: a pooled client whose connection died in a transaction, asked to roll back.
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'PGlite is closed',
  'Cannot use a pool after calling end',
];

const causes = function* (error: unknown) {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current;
    current = 'cause' in current ? current.cause : undefined;
  }
};

/** Text PostgreSQL cannot store (a NUL character, an unencodable one): the client's input, a 400. */
const unstorableTextCodes = new Set(['22021', '22P05']);

/** True when the database refused a value the client sent as text it cannot hold: answer 400. */
export const isUnstorableText = (error: unknown): boolean => {
  for (const cause of causes(error)) {
    const code = 'code' in cause ? cause.code : undefined;
    if (typeof code === 'string' && unstorableTextCodes.has(code)) return true;
  }
  return false;
};

/** True when the error (or one of its causes) says the database cannot be reached: answer 503. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (const cause of causes(error)) {
    const code = 'code' in cause ? cause.code : undefined;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    const message = 'message' in cause ? cause.message : undefined;
    if (typeof message === 'string' && unavailableMessages.some((text) => message.includes(text)))
      return true;
  }
  return false;
};
