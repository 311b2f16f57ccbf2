import { z } from 'zod'

// The server's Content-Security-Policy allows no eval. zod would otherwise probe `new Function` at its
// first object parse to compile fast parsers: the probe is caught, but the browser still reports it as a
// policy violation. Imported first by main.tsx, before anything parses.
z.config({ jitless: true })
