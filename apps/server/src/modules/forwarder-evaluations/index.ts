/** What other modules may use of forwarder evaluations: nothing yet (the scorecard formula is in the shared package). */
export {};
