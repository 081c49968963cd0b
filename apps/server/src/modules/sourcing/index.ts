/** What other modules may use of sourcing: nothing yet (bid opening, award and the supplier 360 section come next). */
export {};
