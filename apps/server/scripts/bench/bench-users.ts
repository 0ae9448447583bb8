/** The bench's signed-in buyer and the one password every seeded bench user shares. */
export const benchBuyer = 'bench-buyer';
export const BENCH_PASSWORD = 'Bench-pass-2026!';
