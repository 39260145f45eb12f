/*
 * Zod probes `new Function` as each schema is made, for its faster parser. The CSP refuses it and
 * reports a violation even though zod catches the error (decision 046). The back-office's page
 * runs this classic script before its modules, so zod finds `jitless` set before any schema is made
 * (a module could not: the bundle's shared chunks, zod's among them, run before the entry's code).
 */
// biome-ignore lint/suspicious/noAssignInExpressions: the config object zod reads, made if absent
(globalThis.__zod_globalConfig ??= {}).jitless = true;
