/// <reference types="vite/client" />

// No VITE_* settings: the server hands the page its settings at run time (lib/config.ts, decision 094).
