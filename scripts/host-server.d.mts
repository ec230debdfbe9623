// Types of scripts/host-server.mjs (the demo's vite config imports it).
import type { Plugin } from 'vite';

export function formEcho(): Plugin;
export function hostFiles(repo: string, libraries?: string[]): Plugin;
