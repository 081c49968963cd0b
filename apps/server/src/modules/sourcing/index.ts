/**
 * What other modules may use of sourcing: nothing. It reaches agreements, dictionaries, files, imports,
 * notifications and the supplier modules through their own index.ts; its supplier-360 section is
 * declared in its manifest, and no module calls into it.
 */
export {};
