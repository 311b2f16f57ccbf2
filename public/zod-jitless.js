// The Content-Security-Policy allows no eval. zod probes `new Function` when it builds its first object
// schema (module evaluation, before any app code could configure it); the probe is caught, yet the browser
// reports it as a policy violation. zod reads this global config when it loads: no probe, no JIT.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })
