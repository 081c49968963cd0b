/** What other modules may use of inter-base allotment: nothing yet (its shipments are logistics' own, D-392). */
export {};
