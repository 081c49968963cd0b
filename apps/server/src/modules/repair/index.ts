/** What other modules may use of repair: nothing (its supplier-360 section is contributed through the manifest). */
export {};
