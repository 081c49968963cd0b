/** What other modules may use of registration (the company duplicate check is the companies owner's: platform/companies). */
export {};
