// Limits of push subscriptions and cook timers, shared by the contract (validation) and the server.
export const pushLimits = {
  /** A step timer runs at most this long; anything longer is a mistake, not a recipe. */
  timerMaxHours: 24,
  /** Timers one cook may have pending at once (every device together). */
  timersPerCook: 20,
  /** Devices one cook may receive pushes on; a new one beyond this replaces their oldest. */
  subscriptionsPerCook: 10,
  timerLabel: 120,
  endpoint: 2048,
  key: 256,
} as const;
