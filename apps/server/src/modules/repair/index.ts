/** What other modules may use of repair: nothing yet (the supplier 360 section is left, see the report). */
export {};
