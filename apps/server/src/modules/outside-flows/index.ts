/** What other modules may use of outside flows: nothing yet (the module only reads logistics). */
export {};
